export interface Series {
  label: string;
  color: string;
  /** Drawn dashed: a baseline beside the file's own series. */
  dashed?: boolean;
  points: ReadonlyArray<{ x: number; y: number }>;
}

const W = 560;
const H = 200;
const PAD = { left: 64, right: 12, top: 12, bottom: 32 };

function niceMax(v: number): number {
  if (v <= 0) return 1;
  const p = 10 ** Math.floor(Math.log10(v));
  return Math.ceil(v / p) * p;
}

const compact = (n: number) =>
  n >= 1e6 ? `${+(n / 1e6).toFixed(1)}M` : n >= 1e3 ? `${+(n / 1e3).toFixed(1)}k` : String(+n.toFixed(n < 10 ? 1 : 0));

/** One series: a line, or a dot where it has one sample (dashed or hollow for a baseline). */
function Marks({ series: s, sx, sy }: { series: Series; sx: (x: number) => number; sy: (y: number) => number }) {
  const [first] = s.points;
  if (s.points.length === 1 && first)
    return <circle cx={sx(first.x)} cy={sy(first.y)} r="4" fill={s.dashed ? 'none' : s.color} stroke={s.color} />;
  return (
    <polyline
      fill="none"
      stroke={s.color}
      strokeWidth="2"
      strokeDasharray={s.dashed ? '6 4' : undefined}
      points={s.points.map((p) => `${sx(p.x).toFixed(1)},${sy(p.y).toFixed(1)}`).join(' ')}
    />
  );
}

/** Why a series is a dot, or absent: the engine's sampling. */
function TooFew({ fewest }: { fewest: number }) {
  return (
    <p className="plot-empty" data-testid="plot-too-few">
      {fewest === 0 ? 'No samples yet.' : 'Only one sample, drawn as a dot.'} The engine samples once a second, so a phase shorter than two
      seconds draws no line: load more keys or run longer.
    </p>
  );
}

/** A small dependency-free line chart: ops/s over seconds; a series of one sample is a dot. */
export function Plot({
  title,
  series,
  xLabel = 'seconds',
  yLabel = 'ops/s',
}: {
  title: string;
  series: Series[];
  xLabel?: string;
  yLabel?: string;
}) {
  const all = series.flatMap((s) => s.points);
  const drawn = series.filter((s) => s.points.length > 0);
  const fewest = drawn.length === 0 ? 0 : Math.min(...drawn.map((s) => s.points.length));
  const xMax = Math.max(1, ...all.map((p) => p.x));
  const yMax = niceMax(Math.max(0, ...all.map((p) => p.y)));
  const sx = (x: number) => PAD.left + (x / xMax) * (W - PAD.left - PAD.right);
  const sy = (y: number) => H - PAD.bottom - (y / yMax) * (H - PAD.top - PAD.bottom);
  if (drawn.length === 0) {
    return (
      <figure className="plot-figure" data-samples={0}>
        <figcaption>{title}</figcaption>
        <TooFew fewest={0} />
      </figure>
    );
  }
  const summary = drawn
    .map((s) => `${s.label}: ${s.points.length} samples, peak ${compact(Math.max(0, ...s.points.map((p) => p.y)))} ${yLabel}`)
    .join('; ');
  return (
    <figure className="plot-figure" data-samples={fewest}>
      <figcaption>{title}</figcaption>
      <svg className="plot" viewBox={`0 0 ${W} ${H}`} role="img" aria-label={`${title}. ${summary}`}>
        {[0, 0.5, 1].map((f) => (
          <g key={f}>
            <line x1={PAD.left} x2={W - PAD.right} y1={sy(yMax * f)} y2={sy(yMax * f)} stroke="currentColor" strokeOpacity="0.3" />
            <text x={PAD.left - 6} y={sy(yMax * f) + 4} textAnchor="end" fontSize="11" fill="currentColor">
              {compact(yMax * f)}
            </text>
          </g>
        ))}
        <text x={W - PAD.right} y={H - 8} textAnchor="end" fontSize="11" fill="currentColor">
          {`${Math.round(xMax)} ${xLabel}`}
        </text>
        <text x={PAD.left} y={H - 8} fontSize="11" fill="currentColor">
          0
        </text>
        {drawn.map((s) => (
          <Marks key={s.label} series={s} sx={sx} sy={sy} />
        ))}
      </svg>
      {fewest < 2 && <TooFew fewest={fewest} />}
      <ul className="legend inline">
        {series.map((s) => (
          <li key={s.label}>
            <span
              className={`swatch${s.dashed ? ' dashed' : ''}`}
              style={s.dashed ? { borderColor: s.color } : { background: s.color }}
              aria-hidden="true"
            />
            {s.label}
          </li>
        ))}
      </ul>
    </figure>
  );
}
