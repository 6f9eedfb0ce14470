// Minimal SVG line plots for the autotune-sine results (no dependencies). One panel per run, stacked:
// interval writes against the cap, cumulative writes, cumulative writes+compaction, compaction-disabled
// intervals shaded grey (as the thesis's Fig. 4.3), or for dynamic-l0 the L0 slowdown trigger.

const COLORS = {
  cap: '#1f77b4',
  interval: '#d62728',
  cumWrites: '#2ca02c',
  cumCompaction: '#9467bd',
  reads: '#ff7f0e',
  trigger: '#8c564b',
};
const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;');

function niceMax(v) {
  if (v <= 0) return 1;
  const p = 10 ** Math.floor(Math.log10(v));
  for (const m of [1, 2, 2.5, 5, 10]) if (m * p >= v) return m * p;
  return 10 * p;
}

/**
 * panels: [{ title, xMax, series: [{ name, color, points: [[x, y]], dash?, axis?: 'left'|'right' }], shade: [[x0, x1]], shadeLabel, yLabel, rightLabel? }]
 */
export function svgPanels(panels, { width = 900, panelHeight = 260, title = '' } = {}) {
  const m = { l: 60, r: 60, t: 52, b: 40 };
  const H = panels.length * panelHeight + 30;
  const out = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${H}" viewBox="0 0 ${width} ${H}" font-family="sans-serif" font-size="11">`,
    `<rect width="100%" height="100%" fill="white"/>`,
  ];
  if (title) out.push(`<text x="${width / 2}" y="18" text-anchor="middle" font-size="14" font-weight="bold">${esc(title)}</text>`);
  panels.forEach((p, i) => {
    const top = 30 + i * panelHeight;
    const x0 = m.l,
      x1 = width - m.r,
      y0 = top + m.t,
      y1 = top + panelHeight - m.b;
    const left = p.series.filter((s) => s.axis !== 'right');
    const right = p.series.filter((s) => s.axis === 'right');
    const yMaxL = niceMax(Math.max(1, ...left.flatMap((s) => s.points.map((q) => q[1]))));
    const yMaxR = niceMax(Math.max(1, ...right.flatMap((s) => s.points.map((q) => q[1]))));
    const X = (x) => x0 + (x / p.xMax) * (x1 - x0);
    const Y = (y, r) => y1 - (Math.max(0, y) / (r ? yMaxR : yMaxL)) * (y1 - y0);
    out.push(`<text x="${x0}" y="${top + 18}" font-size="13" font-weight="bold">${esc(p.title)}</text>`);
    for (const [a, b] of p.shade ?? [])
      out.push(
        `<rect x="${X(a).toFixed(1)}" y="${y0}" width="${Math.max(1, X(b) - X(a)).toFixed(1)}" height="${y1 - y0}" fill="#bbbbbb" fill-opacity="0.5"/>`,
      );
    for (let k = 0; k <= 4; k++) {
      const yv = (yMaxL * k) / 4;
      out.push(
        `<line x1="${x0}" x2="${x1}" y1="${Y(yv)}" y2="${Y(yv)}" stroke="#eee"/><text x="${x0 - 6}" y="${Y(yv) + 4}" text-anchor="end">${+yv.toFixed(1)}</text>`,
      );
      if (right.length) out.push(`<text x="${x1 + 6}" y="${Y((yMaxR * k) / 4, true) + 4}">${+((yMaxR * k) / 4).toFixed(1)}</text>`);
    }
    const step = niceMax(p.xMax / 8);
    for (let xv = 0; xv <= p.xMax + 1e-9; xv += step)
      out.push(`<text x="${X(xv)}" y="${y1 + 14}" text-anchor="middle">${+xv.toFixed(0)}</text>`);
    out.push(`<rect x="${x0}" y="${y0}" width="${x1 - x0}" height="${y1 - y0}" fill="none" stroke="#333"/>`);
    out.push(`<text x="${(x0 + x1) / 2}" y="${y1 + 30}" text-anchor="middle">seconds</text>`);
    out.push(`<text transform="translate(${x0 - 44},${(y0 + y1) / 2}) rotate(-90)" text-anchor="middle">${esc(p.yLabel ?? '')}</text>`);
    if (right.length)
      out.push(
        `<text transform="translate(${x1 + 48},${(y0 + y1) / 2}) rotate(90)" text-anchor="middle">${esc(p.rightLabel ?? '')}</text>`,
      );
    for (const s of p.series) {
      if (s.points.length === 0) continue;
      const d = s.points.map((q, j) => `${j ? 'L' : 'M'}${X(q[0]).toFixed(1)},${Y(q[1], s.axis === 'right').toFixed(1)}`).join('');
      out.push(`<path d="${d}" fill="none" stroke="${s.color}" stroke-width="1.6"${s.dash ? ` stroke-dasharray="${s.dash}"` : ''}/>`);
    }
    // legend
    let lx = x0;
    const ly = top + 36;
    for (const s of p.series) {
      out.push(
        `<line x1="${lx}" x2="${lx + 18}" y1="${ly - 4}" y2="${ly - 4}" stroke="${s.color}" stroke-width="2"${s.dash ? ` stroke-dasharray="${s.dash}"` : ''}/><text x="${lx + 22}" y="${ly}">${esc(s.name)}</text>`,
      );
      lx += 34 + s.name.length * 6;
    }
    if (p.shade?.length)
      out.push(
        `<rect x="${lx}" y="${ly - 10}" width="14" height="10" fill="#bbbbbb" fill-opacity="0.5"/><text x="${lx + 18}" y="${ly}">${esc(p.shadeLabel ?? '')}</text>`,
      );
  });
  out.push('</svg>');
  return `${out.join('\n')}\n`;
}

export { COLORS };
