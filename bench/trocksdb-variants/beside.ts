// One table of the guide's variants in the capped regime on both engines beside KIOXIA's ratios, from the two results
// run.ts wrote (trocksdb-variants-regime and trocksdb-variants-regime-rocksdb). Runs nothing; writes
// bench/results/trocksdb-variants-regime-kioxia.md.
//
//   node --conditions rocktune-source --import tsx bench/trocksdb-variants/beside.ts
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { RESULTS } from '../lib/results.js';
import { agree, r2, tunedText, type RatioRow, type TunedMedians } from './ratios.js';

interface Saved {
  command: string;
  startedAt: string;
  load: { before1m: number; after1m?: number };
  figures: {
    engine: { rocksdbVersion: string };
    rows: RatioRow[];
    tuned: TunedMedians;
    everyRun?: { rows: RatioRow[]; tuned: TunedMedians };
  };
}

const ENGINES = [
  { name: 'trocksdb-variants-regime', label: 'TRocksDB', values: 'VLogs' },
  { name: 'trocksdb-variants-regime-rocksdb', label: 'RocksDB', values: 'blob files' },
];
const saved = ENGINES.map((e) => {
  const r = JSON.parse(readFileSync(join(RESULTS, `${e.name}.json`), 'utf8')) as Saved;
  return { ...e, r, label: `${e.label} ${r.figures.engine.rocksdbVersion} (${e.values})` };
});
// Every run, below its cap or not, when a result counted too few to compare (then the table says so).
const counted = (s: Saved): boolean => s.figures.rows.every((r) => r.runsCounted > 0) && s.figures.tuned !== null;
const rowsOf = (s: Saved): RatioRow[] => (counted(s) ? s.figures.rows : (s.figures.everyRun?.rows ?? s.figures.rows));
const tunedOf = (s: Saved): TunedMedians => (counted(s) ? s.figures.tuned : (s.figures.everyRun?.tuned ?? null));
const basis = saved
  .map(
    (s) =>
      `${s.label}: ${counted(s.r) ? 'runs at their cap' : '**every run, below its cap or not (not counted by the regime rule: too few runs reached the cap)**'}`,
  )
  .join('; ');
const [trocks, rocks] = saved.map((s) => rowsOf(s.r));
if (!trocks || !rocks) throw new Error('both results are needed');

const verdict = (r: RatioRow | undefined, t: 't2' | 't5'): string => (r?.verdicts ? r.verdicts[t].outcome : 'n/a');
const cell = (r: RatioRow | undefined, t: 't2' | 't5'): string => {
  const here = t === 't2' ? (r?.hereT2 ?? null) : (r?.hereT5 ?? null);
  return `${r2(here)} (${verdict(r, t)}; ${r ? agree(here, t === 't2' ? r.kioxiaT2 : r.kioxiaT5) : 'n/a'})`;
};
const rows = trocks.map((k, i) => {
  const o = rocks[i];
  return `| ${k.label} (Fig. ${k.figure}) | ${r2(k.kioxiaT2)} | ${cell(k, 't2')} | ${cell(o, 't2')} | ${r2(k.kioxiaT5)} | ${cell(k, 't5')} | ${cell(o, 't5')} |`;
});

function tally(list: RatioRow[]): string {
  const all = list.flatMap((r) => [agree(r.hereT2, r.kioxiaT2), agree(r.hereT5, r.kioxiaT5)]);
  const n = (w: string): number => all.filter((a) => a === w).length;
  return `${n('same direction')} same direction, ${n('opposite')} opposite, ${n('one side ~even')} with one side within 5 % of even, of ${all.length}`;
}

const md = `# The guide's variants in the capped regime on both engines, beside KIOXIA's ratios

Made by \`node --conditions rocktune-source --import tsx bench/trocksdb-variants/beside.ts\` from
${saved.map((s) => `[${s.name}.md](${s.name}.md) (\`${s.r.command.split('   #')[0]}\`, started ${s.r.startedAt}, host load ${s.r.load.before1m.toFixed(0)} before and ${s.r.load.after1m?.toFixed(0) ?? '?'} after)`).join(' and ')}.

Medians over: ${basis}.

Ratios are run time, variant / tuned (> 1 = the variant is slower than tuned): T2 = load seconds, T5 = tuned reads/s over the
variant's. Each measured cell gives the ratio of medians, this host's verdict
(outside the noise band or a tie) and whether it points the same way from 1 as KIOXIA's (within 5 % of 1 counts as even).
KIOXIA: TRocksDB, 4 billion keys, 48 threads, 40 GB cache, Figures 2, 3, 6, 7.

| variant | T2 KIOXIA | T2 TRocksDB here | T2 RocksDB here | T5 KIOXIA | T5 TRocksDB here | T5 RocksDB here |
|---|---|---|---|---|---|---|
${rows.join('\n')}

Tuned medians: ${saved.map((s) => `${s.label} ${tunedText(tunedOf(s.r))}`).join('; ')}.

Direction against KIOXIA: TRocksDB ${tally(trocks)}; RocksDB ${tally(rocks)}.
`;
writeFileSync(join(RESULTS, 'trocksdb-variants-regime-kioxia.md'), md);
process.stderr.write('bench: wrote bench/results/trocksdb-variants-regime-kioxia.md\n');
