// A small hand-written SVG bar chart in the style of the guide's Figures 2, 3, 6 and 7: one group per variant,
// T2 load time (yellow, lower is better) and T5 reads/s (blue, higher is better), each on its own axis,
// bar = median, whisker = min..max over rounds, "tie" under a bar whose difference from tuned is within noise.

export interface ChartBar {
  median: number;
  min: number;
  max: number;
  /** Text under the bar, e.g. "tie" or "-34%". */
  note?: string;
}

export interface ChartGroup {
  label: string;
  bars: ChartBar[];
}

export interface ChartSeries {
  name: string;
  unit: string;
  color: string;
}

export interface BarChart {
  title: string;
  subtitle?: string;
  series: ChartSeries[];
  groups: ChartGroup[];
}

const esc = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function niceMax(v: number): number {
  if (!(v > 0)) return 1;
  const p = 10 ** Math.floor(Math.log10(v));
  // maxima whose quarters read well (0.25, 0.3, 0.4, 0.5, 0.6, 0.75, 1, 1.5, 2)
  for (const m of [1, 1.2, 1.6, 2, 2.4, 3, 4, 6, 8, 10]) if (m * p >= v) return m * p;
  return 10 * p;
}

export function fmtNum(v: number): string {
  if (!Number.isFinite(v)) return '–';
  const a = Math.abs(v);
  if (a >= 1e6) return `${(v / 1e6).toFixed(a >= 1e7 ? 0 : 1)}M`;
  if (a >= 1e4) return `${(v / 1e3).toFixed(0)}k`;
  if (a >= 1e3) return `${(v / 1e3).toFixed(1)}k`;
  if (a >= 10) return v.toFixed(0);
  return v.toFixed(a >= 1 ? 1 : 2);
}

/** Splits long labels after '-', ':' or '_' into lines of about 11 characters, so neighbours do not overlap. */
export function wrapLabel(label: string, width = 11): string[] {
  const parts = label.split(/(?<=[-:_])/);
  const lines: string[] = [];
  for (const p of parts) {
    const last = lines.at(-1);
    if (last !== undefined && last.length + p.length <= width) lines[lines.length - 1] = last + p;
    else lines.push(p);
  }
  return lines;
}

/** One panel per series (each its own y axis) side by side; groups along x. */
export function barChartSvg(chart: BarChart): string {
  const panelW = Math.max(260, 70 * chart.groups.length + 80);
  const panelH = 300;
  const top = chart.subtitle ? 78 : 56;
  const left = 56;
  const bottom = 70 + 13 * (Math.max(1, ...chart.groups.map((g) => wrapLabel(g.label).length)) - 1);
  const width = panelW * chart.series.length + 20;
  const height = top + panelH + bottom;
  const parts: string[] = [];
  parts.push(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="Helvetica, Arial, sans-serif" font-size="12">`,
  );
  parts.push(`<rect width="100%" height="100%" fill="#ffffff"/>`);
  parts.push(`<text x="${width / 2}" y="22" text-anchor="middle" font-size="15" font-weight="bold">${esc(chart.title)}</text>`);
  if (chart.subtitle) parts.push(`<text x="${width / 2}" y="42" text-anchor="middle" fill="#555">${esc(chart.subtitle)}</text>`);
  chart.series.forEach((s, si) => {
    const x0 = si * panelW + left;
    const plotW = panelW - left - 20;
    const ymax = niceMax(Math.max(...chart.groups.map((g) => g.bars[si]?.max ?? 0).filter(Number.isFinite)));
    const y = (v: number): number => top + panelH - (Math.max(0, v) / ymax) * panelH;
    parts.push(`<g class="panel" data-series="${esc(s.name)}">`);
    parts.push(`<text x="${x0 + plotW / 2}" y="${top - 8}" text-anchor="middle" font-weight="bold">${esc(s.name)} (${esc(s.unit)})</text>`);
    for (let i = 0; i <= 4; i += 1) {
      const v = (ymax * i) / 4;
      const yy = y(v);
      parts.push(`<line x1="${x0}" y1="${yy}" x2="${x0 + plotW}" y2="${yy}" stroke="#ddd"/>`);
      parts.push(`<text x="${x0 - 6}" y="${yy + 4}" text-anchor="end" fill="#444">${fmtNum(v)}</text>`);
    }
    parts.push(`<line x1="${x0}" y1="${top}" x2="${x0}" y2="${top + panelH}" stroke="#333"/>`);
    const slot = plotW / Math.max(1, chart.groups.length);
    const bw = Math.min(44, slot * 0.6);
    chart.groups.forEach((g, gi) => {
      const b = g.bars[si];
      const cx = x0 + slot * gi + slot / 2;
      const lines = wrapLabel(g.label);
      parts.push(
        `<text x="${cx}" y="${top + panelH + 16}" text-anchor="middle">${lines.map((l, li) => `<tspan x="${cx}" dy="${li === 0 ? 0 : 13}">${esc(l)}</tspan>`).join('')}</text>`,
      );
      if (!b || !Number.isFinite(b.median)) return;
      parts.push(
        `<rect class="bar" x="${cx - bw / 2}" y="${y(b.median)}" width="${bw}" height="${top + panelH - y(b.median)}" fill="${s.color}" stroke="#333" stroke-width="0.5"><title>${esc(`${g.label}: median ${fmtNum(b.median)} (min ${fmtNum(b.min)}, max ${fmtNum(b.max)}) ${s.unit}`)}</title></rect>`,
      );
      if (b.max > b.min) {
        parts.push(`<line x1="${cx}" y1="${y(b.min)}" x2="${cx}" y2="${y(b.max)}" stroke="#000"/>`);
        parts.push(
          `<line x1="${cx - 6}" y1="${y(b.max)}" x2="${cx + 6}" y2="${y(b.max)}" stroke="#000"/><line x1="${cx - 6}" y1="${y(b.min)}" x2="${cx + 6}" y2="${y(b.min)}" stroke="#000"/>`,
        );
      }
      parts.push(
        `<text x="${cx}" y="${Math.min(y(b.max), y(b.median)) - 5}" text-anchor="middle" font-size="11">${fmtNum(b.median)}</text>`,
      );
      if (b.note)
        parts.push(
          `<text x="${cx}" y="${top + panelH + 32 + 13 * (lines.length - 1)}" text-anchor="middle" font-size="11" fill="#666">${esc(b.note)}</text>`,
        );
    });
    parts.push('</g>');
  });
  parts.push(
    `<text x="10" y="${height - 10}" font-size="10" fill="#777">bar = median, whisker = min..max over rounds; "tie" = within the noise band of tuned</text>`,
  );
  parts.push('</svg>');
  return `${parts.join('\n')}\n`;
}
