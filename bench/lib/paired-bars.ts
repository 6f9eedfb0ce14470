// A small SVG chart of paired bars on one shared axis: for each group, series A beside series B (predicted vs
// measured, this host vs KIOXIA), with an optional note under the pair and an optional reference line.

export interface PairedGroup {
  label: string;
  a: number;
  b: number;
  note?: string;
}

export interface PairedChart {
  title: string;
  subtitle?: string;
  unit: string;
  aName: string;
  bName: string;
  groups: PairedGroup[];
  /** A horizontal line, e.g. 1.0 for ratios. */
  reference?: number;
}

const esc = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const A_COLOR = '#d4a017';
const B_COLOR = '#2f6db5';

function niceMax(v: number): number {
  if (!(v > 0)) return 1;
  const p = 10 ** Math.floor(Math.log10(v));
  for (const m of [1, 1.2, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10]) if (m * p >= v) return m * p;
  return 10 * p;
}

const fmt = (v: number): string => (v >= 100 ? v.toFixed(0) : v >= 10 ? v.toFixed(1) : v.toFixed(2));

export function pairedBarsSvg(c: PairedChart): string {
  const slot = 86;
  const left = 64;
  const top = c.subtitle ? 84 : 64;
  const plotH = 280;
  const width = Math.max(520, left + slot * c.groups.length + 30);
  const height = top + plotH + 84;
  const ymax = niceMax(Math.max(...c.groups.flatMap((g) => [g.a, g.b]), c.reference ?? 0));
  const y = (v: number): number => top + plotH - (Math.max(0, v) / ymax) * plotH;
  const out: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="Helvetica, Arial, sans-serif" font-size="12">`,
    '<rect width="100%" height="100%" fill="#ffffff"/>',
    `<text x="${left}" y="22" font-size="15" font-weight="bold">${esc(c.title)}</text>`,
  ];
  if (c.subtitle) out.push(`<text x="${left}" y="42" fill="#555">${esc(c.subtitle)}</text>`);
  out.push(
    `<rect x="${left}" y="${top - 22}" width="12" height="12" fill="${A_COLOR}"/><text x="${left + 16}" y="${top - 12}">${esc(c.aName)}</text>`,
  );
  out.push(
    `<rect x="${left + 180}" y="${top - 22}" width="12" height="12" fill="${B_COLOR}"/><text x="${left + 196}" y="${top - 12}">${esc(c.bName)}</text>`,
  );
  for (let i = 0; i <= 4; i += 1) {
    const v = (ymax * i) / 4;
    out.push(
      `<line x1="${left}" x2="${width - 20}" y1="${y(v)}" y2="${y(v)}" stroke="#ddd"/><text x="${left - 6}" y="${y(v) + 4}" text-anchor="end" fill="#444">${fmt(v)}</text>`,
    );
  }
  out.push(`<text transform="translate(14 ${top + plotH / 2}) rotate(-90)" text-anchor="middle">${esc(c.unit)}</text>`);
  c.groups.forEach((g, i) => {
    const cx = left + slot * i + slot / 2;
    const bw = 26;
    for (const [v, x, color] of [
      [g.a, cx - bw, A_COLOR],
      [g.b, cx, B_COLOR],
    ] as const) {
      out.push(
        `<rect x="${x}" y="${y(v)}" width="${bw}" height="${top + plotH - y(v)}" fill="${color}" stroke="#333" stroke-width="0.5"><title>${esc(`${g.label}: ${fmt(v)} ${c.unit}`)}</title></rect>`,
      );
      out.push(`<text x="${x + bw / 2}" y="${y(v) - 4}" text-anchor="middle" font-size="10">${fmt(v)}</text>`);
    }
    const words = g.label.split(' ');
    const lines: string[] = [];
    for (const w of words) {
      const last = lines.at(-1);
      if (last !== undefined && `${last} ${w}`.length <= 13) lines[lines.length - 1] = `${last} ${w}`;
      else lines.push(w);
    }
    lines.forEach((l, li) => out.push(`<text x="${cx}" y="${top + plotH + 16 + 13 * li}" text-anchor="middle">${esc(l)}</text>`));
    if (g.note)
      out.push(
        `<text x="${cx}" y="${top + plotH + 20 + 13 * lines.length}" text-anchor="middle" font-size="11" fill="#666">${esc(g.note)}</text>`,
      );
  });
  if (c.reference !== undefined)
    out.push(`<line x1="${left}" x2="${width - 20}" y1="${y(c.reference)}" y2="${y(c.reference)}" stroke="#000" stroke-dasharray="5 3"/>`);
  out.push(`<line x1="${left}" x2="${left}" y1="${top}" y2="${top + plotH}" stroke="#333"/>`);
  out.push('</svg>');
  return `${out.join('\n')}\n`;
}
