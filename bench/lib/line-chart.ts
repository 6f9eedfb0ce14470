// A small SVG line chart for figures whose x axis is a size sweep (log2 scale) and whose y axis is a ratio
// (log scale, 1.0 drawn as the break-even line): one polyline per series, dashed for reference data.

export interface LineSeries {
  name: string;
  color: string;
  dashed?: boolean;
  points: { x: number; y: number }[];
}

export interface LineChart {
  title: string;
  subtitle?: string;
  xLabel: string;
  yLabel: string;
  xTicks: { x: number; label: string }[];
  series: LineSeries[];
}

const esc = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const W = 760;
const H = 420;
const M = { left: 70, right: 190, top: 60, bottom: 60 };

export function lineChartSvg(c: LineChart): string {
  const xs = c.series.flatMap((s) => s.points.map((p) => Math.log2(p.x))).concat(c.xTicks.map((t) => Math.log2(t.x)));
  const ys = c.series.flatMap((s) => s.points.map((p) => Math.log2(p.y))).concat([0]);
  const [x0, x1] = [Math.min(...xs), Math.max(...xs)];
  const [y0, y1] = [Math.floor(Math.min(...ys)), Math.ceil(Math.max(...ys))];
  const px = (x: number): number => M.left + ((Math.log2(x) - x0) / (x1 - x0 || 1)) * (W - M.left - M.right);
  const py = (y: number): number => H - M.bottom - ((Math.log2(y) - y0) / (y1 - y0 || 1)) * (H - M.top - M.bottom);
  const out: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" font-family="sans-serif" font-size="12">`,
    `<rect width="${W}" height="${H}" fill="white"/>`,
    `<text x="${M.left}" y="22" font-size="15" font-weight="bold">${esc(c.title)}</text>`,
  ];
  if (c.subtitle) out.push(`<text x="${M.left}" y="40" fill="#555">${esc(c.subtitle)}</text>`);
  for (let e = y0; e <= y1; e += 1) {
    const y = py(2 ** e);
    out.push(
      `<line x1="${M.left}" x2="${W - M.right}" y1="${y}" y2="${y}" stroke="${e === 0 ? '#000' : '#ddd'}"${e === 0 ? ' stroke-width="1.5"' : ''}/>`,
    );
    out.push(`<text x="${M.left - 6}" y="${y + 4}" text-anchor="end">${2 ** e >= 1 ? `${2 ** e}x` : `1/${2 ** -e}x`}</text>`);
  }
  for (const t of c.xTicks) {
    out.push(`<line x1="${px(t.x)}" x2="${px(t.x)}" y1="${H - M.bottom}" y2="${H - M.bottom + 4}" stroke="#000"/>`);
    out.push(`<text x="${px(t.x)}" y="${H - M.bottom + 18}" text-anchor="middle">${esc(t.label)}</text>`);
  }
  out.push(`<text x="${(M.left + W - M.right) / 2}" y="${H - 18}" text-anchor="middle">${esc(c.xLabel)}</text>`);
  out.push(`<text transform="translate(18 ${(M.top + H - M.bottom) / 2}) rotate(-90)" text-anchor="middle">${esc(c.yLabel)}</text>`);
  c.series.forEach((s, i) => {
    const pts = s.points.map((p) => `${px(p.x).toFixed(1)},${py(p.y).toFixed(1)}`).join(' ');
    out.push(`<polyline points="${pts}" fill="none" stroke="${s.color}" stroke-width="2"${s.dashed ? ' stroke-dasharray="6 4"' : ''}/>`);
    for (const p of s.points) out.push(`<circle cx="${px(p.x).toFixed(1)}" cy="${py(p.y).toFixed(1)}" r="3" fill="${s.color}"/>`);
    const ly = M.top + 10 + i * 20;
    out.push(
      `<line x1="${W - M.right + 12}" x2="${W - M.right + 40}" y1="${ly}" y2="${ly}" stroke="${s.color}" stroke-width="2"${s.dashed ? ' stroke-dasharray="6 4"' : ''}/>`,
    );
    out.push(`<text x="${W - M.right + 46}" y="${ly + 4}">${esc(s.name)}</text>`);
  });
  out.push('</svg>');
  return `${out.join('\n')}\n`;
}
