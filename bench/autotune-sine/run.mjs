#!/usr/bin/env node
// The thesis's three-way comparison (Warlo 2018, Ch. 4.3-4.4) scaled to a 2-core host, plus dynamic-l0 against
// static L0 triggers. One command from a clean clone (builds the addon if needed):
//
//   node bench/autotune-sine/run.mjs [--period 90] [--a 50] [--d 85] [--interval-ms 2000] [--read-seconds 10]
//                                    [--bloom both|off|on] [--only sine|l0] [--max-load 1.0] [--wait-load 600]
//   node bench/autotune-sine/run.mjs --print-options tuned|l0-dynamic|enabled|disabled|l0-static
//
// sine: random keys (fillrandom), 20-byte keys, 100 KB values, cap a*sin(2π/period*t + 3π/2) + d MiB/s for one
// period (starts at the trough, like the thesis's 350 s run), then 10 s of random reads on the resulting DB with
// compactions off (T Fig. 4.2). Variants: enabled, disabled, tuned (auto-tuned-compactions), each without and
// with bloom filters (10 bits, T §4.4). l0: write-heavy / read-heavy phases, static triggers vs dynamic-l0.
// Writes results/<name>.json, results/*.svg and results/README.md (tables, machine, command, load).
import { execSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { cpus, freemem, loadavg, release, totalmem } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { tsImport } from 'tsx/esm/api';

import { COLORS, svgPanels } from './plot.mjs';

const HERE = dirname(fileURLToPath(import.meta.url));
const ROOT = join(HERE, '..', '..');
const ADDON = join(ROOT, 'native', 'rocksdb-addon');
const MIB = 2 ** 20;

const { values } = parseArgs({
  options: {
    period: { type: 'string', default: '90' },
    a: { type: 'string', default: '50' },
    d: { type: 'string', default: '85' },
    'interval-ms': { type: 'string', default: '2000' },
    'read-seconds': { type: 'string', default: '10' },
    'key-space': { type: 'string', default: '100000' },
    bloom: { type: 'string', default: 'both' },
    variants: { type: 'string', default: 'enabled,disabled,tuned' },
    'io-rate': { type: 'string' },
    after: { type: 'string', default: '0' },
    'tail-seconds': { type: 'string', default: '60' },
    'after-rate': { type: 'string', default: '10' },
    only: { type: 'string' },
    'phase-seconds': { type: 'string', default: '10' },
    cycles: { type: 'string', default: '3' },
    'max-load': { type: 'string', default: '1.0' },
    'wait-load': { type: 'string', default: '0' },
    out: { type: 'string', default: join(HERE, 'results') },
    tag: { type: 'string' },
    replot: { type: 'boolean', default: false },
    'print-options': { type: 'string' },
    // the capped regime (docs/evidence.md): the engine in a memory cgroup and a blkio group, as `compare --disk-limit`
    'memory-limit': { type: 'string' },
    'disk-limit': { type: 'string' },
    rounds: { type: 'string', default: '1' },
    periods: { type: 'string', default: '1' },
    // > 0: fill keys [0, N) once (sequential, enabled.ini) and start every sine run from a copy (prefill.ts)
    'prefill-keys': { type: 'string', default: '0' },
    // a regime choice every variant shares (and the pre-fill): write_buffer_size in MiB, e.g. so that compactions-off's
    // memtables fit a memory cap
    'write-buffer-mib': { type: 'string' },
    report: { type: 'string' },
  },
});

if (!existsSync(join(ROOT, 'packages', 'calculator', 'dist', 'index.js'))) {
  console.error('building @rocktune/calculator ...');
  execSync('npm run build -w @rocktune/calculator', { cwd: ROOT, stdio: 'inherit' });
}
// disabled, tuned and l0-dynamic are built from rocktune's presets (variants.ts), enabled and l0-static are files in options/.
const variants = await tsImport('./variants.ts', import.meta.url);
const WRITE_BUFFER = values['write-buffer-mib'] ? { write_buffer_size: String(Number(values['write-buffer-mib']) * 2 ** 20) } : undefined;
/** A variant's OPTIONS text, with the regime's shared entries (--write-buffer-mib) set on it. */
const variantOptions = (name) =>
  WRITE_BUFFER ? variants.withCfEntries(variants.variantOptions(name), WRITE_BUFFER) : variants.variantOptions(name);
const { lsmShape } = await tsImport('./lsm-shape.ts', import.meta.url);
if (values['print-options']) {
  process.stdout.write(variantOptions(values['print-options']));
  process.exit(0);
}

const distIndex = join(ADDON, 'dist', 'index.js');
const stale = !existsSync(distIndex) || !readFileSync(distIndex, 'utf8').includes('sineTest');
if (stale || !existsSync(join(ADDON, 'build', 'Release', 'rocktune_rocksdb.node'))) {
  console.error('building @rocktune/rocksdb-addon ...');
  execSync('npm run build -w @rocktune/rocksdb-addon', { cwd: ROOT, stdio: 'inherit' });
}
const { Workspace, engineInfo, phaseTest, sineTest } = await import(join(ADDON, 'dist', 'index.js'));

const PERIOD = Number(values.period);
const PERIOD_DEFAULT = PERIOD;
const SINE = { a: Number(values.a) * MIB, b: (2 * Math.PI) / PERIOD, c: (3 * Math.PI) / 2, d: Number(values.d) * MIB, intervalMs: 1000 };
if (Number(values.after) > 0)
  Object.assign(SINE, { afterSec: Number(values.after), afterRateBytesPerSec: Math.round(Number(values['after-rate']) * MIB) });
const SINE_DEFAULT = SINE;
const DURATION = Number(values.after) > 0 ? Number(values.after) + Number(values['tail-seconds'] ?? 0) : PERIOD * Number(values.periods);
const ROUNDS = Number(values.rounds);

const INTERVAL_MS = Number(values['interval-ms']);
const READ_SEC = Number(values['read-seconds']);
const KEY_SPACE = Number(values['key-space']);
const PREFILL_KEYS = Number(values['prefill-keys']);
const KEY = { keySize: 20, valueSize: 100_000 };
const MAX_LOAD = Number(values['max-load']);
const WAIT_LOAD = Number(values['wait-load']);
const OUT = values.out;
mkdirSync(OUT, { recursive: true });
// --memory-limit / --disk-limit: the capped regime's groups, made once; every run's engine child joins them (regime.ts)
const regime = values['disk-limit'] || values['memory-limit'] ? await tsImport('./regime.ts', import.meta.url) : undefined;
const caps = regime?.createRegime(values['memory-limit'], values['disk-limit'], OUT);
// with a low-rate tail after the sine (--after), the cap that counts is the sine's: metered up to --after seconds
const sineMeter = () =>
  values['disk-limit'] && SINE.afterSec > 0 ? regime.partMeter(caps, values['disk-limit'], SINE.afterSec) : undefined;
const withBloom = (text) => text.replace(/^\[TableOptions\/BlockBasedTable "default"\]$/m, '$&\n  filter_policy=bloomfilter:10:false');
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function quietHost() {
  const t0 = Date.now();
  while (loadavg()[0] > MAX_LOAD && Date.now() - t0 < WAIT_LOAD * 1000) {
    console.error(`  load ${loadavg()[0].toFixed(2)} > ${MAX_LOAD}; waiting...`);
    await sleep(15_000);
  }
  return loadavg().map((x) => +x.toFixed(2));
}

function machine(engine) {
  let disk = '';
  try {
    disk = execSync(`df -h ${JSON.stringify(OUT)} | tail -1`, { encoding: 'utf8' }).trim();
  } catch {
    /* no df here: the machine record goes without the disk line */
  }
  return {
    cpu: `${cpus().length} x ${cpus()[0]?.model ?? '?'}`,
    memGiB: +(totalmem() / 2 ** 30).toFixed(1),
    freeMemGiB: +(freemem() / 2 ** 30).toFixed(1),
    kernel: release(),
    node: process.version,
    rocksdb: engine.rocksdbVersion,
    disk,
  };
}

const summary = (r) => ({
  writes: r.writeOps,
  // the writes while the sine ran (before a --after tail): what the write goals compare
  sineWrites: SINE.afterSec > 0 ? r.samples.filter((s) => s.tSec <= SINE.afterSec + 0.5).reduce((n, s) => n + s.writeOps, 0) : r.writeOps,
  writeGiB: +(r.writeBytes / 2 ** 30).toFixed(3),
  writeMBps: +r.writeMBPerSec.toFixed(2),
  flushMBps: +r.flushMBPerSec.toFixed(2),
  compactionMBps: +r.compactionMBPerSec.toFixed(2),
  writeAmp: +r.writeAmplification.toFixed(3),
  stallPct: +r.stallPercent.toFixed(2),
  maxL0: r.maxL0Files,
  toggles: r.decisions.filter((d) => d.changed).length,
  disabledAtEnd: r.compactionsDisabledAtEnd,
  readOpsPerSec: r.read ? +r.read.opsPerSec.toFixed(0) : null,
  readMBps: r.read ? +r.read.mbPerSec.toFixed(2) : null,
  readFound: r.read?.found ?? null,
  readP99us: r.read ? +r.read.p99Micros.toFixed(1) : null,
  lsmAtRead: r.read ? lsmShape(r.read.levels) : '',
  writeP99us: +r.writeP99Micros.toFixed(0),
});

/** One sine run of `variant` (OPTIONS `text`) in a fresh workspace, from a copy of the pre-filled DB when there is one. */
async function oneSine(variant, text, prefill) {
  const ws = Workspace.create({ tmpRoot: OUT });
  try {
    prefill?.copyTo(ws.dbPath);
    const meter = sineMeter();
    const capped = await (caps ? caps.run : async (fn) => ({ value: await fn() }))(
      () =>
        sineTest({
          options: text,
          workspace: ws,
          controller: variant === 'tuned' ? 'auto' : 'none',
          compaction: { intervalMs: INTERVAL_MS },
          ...(variant === 'tuned' && values['io-rate'] ? { rateLimiterBytesPerSec: Math.round(Number(values['io-rate']) * MIB) } : {}),
          ...KEY,
          keySpace: KEY_SPACE,
          durationSec: DURATION,
          sine: SINE,
          readSec: READ_SEC,
          readThreads: 1,
          ...(meter ? { onProgress: (e) => meter.at(e.fraction * DURATION) } : {}),
        }),
      () => DURATION,
    ); // the write phase is the capped one; the bytes include the read phase after it (compactions off)
    return { r: capped.value, cap: meter?.use() ?? capped.cap };
  } finally {
    ws.dispose();
  }
}

async function runSine() {
  const blooms = values.bloom === 'both' ? [false, true] : [values.bloom === 'on'];
  const runs = [];
  const prefill =
    PREFILL_KEYS > 0
      ? await (await tsImport('./prefill.ts', import.meta.url)).createPrefill(variantOptions('enabled'), PREFILL_KEYS, KEY, OUT)
      : undefined;
  if (prefill) console.error(`pre-filled ${PREFILL_KEYS} keys in ${prefill.report.seconds} s: ${prefill.report.levels}`);
  for (let round = 1; round <= ROUNDS; round += 1) {
    for (const bloom of blooms) {
      const order = values.variants.split(',');
      for (const variant of [...order.slice((round - 1) % order.length), ...order.slice(0, (round - 1) % order.length)]) {
        const loadBefore = await quietHost();
        const plain = bloom ? withBloom(variantOptions(variant)) : variantOptions(variant);
        const text = caps ? caps.prepare(plain) : plain;
        console.error(`sine round ${round} ${variant}${bloom ? ' +bloom' : ''}: ${DURATION} s, load ${loadBefore.join(' ')}`);
        // a run the shared host breaks (disk full, no threads left) is made once more
        const { r, cap } = await oneSine(variant, text, prefill).catch((err) => {
          console.error(`  failed (${err.message}); running it again`);
          return oneSine(variant, text, prefill);
        });
        const loadAfter = loadavg().map((x) => +x.toFixed(2));
        const s = summary(r);
        console.error(
          `  writes ${s.writes} (${s.writeMBps} MiB/s), compaction ${s.compactionMBps} MiB/s, WA ${s.writeAmp}, reads ${s.readMBps} MiB/s (${s.readOpsPerSec}/s), toggles ${s.toggles}, load after ${loadAfter.join(' ')}${cap ? `, disk: ${cap.text}` : ''}`,
        );
        runs.push({
          round,
          variant,
          bloom,
          loadBefore,
          loadAfter,
          ...(cap ? { cap } : {}),
          summary: s,
          result: { ...r, levels: r.levels.filter((l) => l.files > 0 || l.level === 'Sum') },
        });
      }
    }
  }
  caps?.dispose();
  prefill?.dispose();
  return { runs, prefill: prefill?.report };
}

function disabledShade(run) {
  const r = run.result;
  if (run.variant === 'disabled') return [[0, r.elapsedSec]];
  const out = [];
  let open;
  for (const d of r.decisions) {
    if (!d.changed) continue;
    if (d.action === 'disable') open ??= d.tSec;
    else if (open !== undefined) {
      out.push([open, d.tSec]);
      open = undefined;
    }
  }
  if (open !== undefined) out.push([open, r.elapsedSec]);
  return out;
}

function sinePlot(runs, bloom, SINE = SINE_DEFAULT, PERIOD = PERIOD_DEFAULT) {
  const panels = runs
    .filter((x) => x.bloom === bloom)
    .map((run) => {
      const r = run.result;
      let cumW = 0;
      const cap = [];
      for (let t = 0; t <= r.elapsedSec; t += 0.25)
        cap.push([
          t,
          (SINE.afterSec > 0 && t >= SINE.afterSec
            ? SINE.afterRateBytesPerSec
            : SINE.a * Math.sin(SINE.b * Math.floor(t) + SINE.c) + SINE.d) / MIB,
        ]);
      // a sample covers the second before its stamp: draw it at the middle of that second, against the step cap
      const interval = r.samples.map((s) => [Math.max(0, s.tSec - 0.5), s.writeMBPerSec]);
      const cumWrites = r.samples.map((s) => {
        cumW += s.writeMBPerSec * 1; // ~1 s samples
        return [s.tSec, cumW / s.tSec];
      });
      const cumComp = r.samples.map((s, i) => [s.tSec, (cumWrites[i][1] * s.tSec + s.compactMB) / s.tSec]);
      return {
        title: `${run.variant}${bloom ? ' (bloom 10 bits)' : ''}: ${run.summary.writes} writes, ${run.summary.writeMBps} MiB/s cumulative, WA ${run.summary.writeAmp}, reads after ${run.summary.readMBps} MiB/s`,
        xMax: Math.max(PERIOD, r.durationSec),
        yLabel: 'MiB/s',
        series: [
          { name: 'sine cap', color: COLORS.cap, points: cap, dash: '4 3' },
          { name: 'interval writes', color: COLORS.interval, points: interval },
          { name: 'cumulative writes', color: COLORS.cumWrites, points: cumWrites },
          { name: 'cumulative writes+compaction', color: COLORS.cumCompaction, points: cumComp },
        ],
        shade: disabledShade(run),
        shadeLabel: 'compactions disabled',
      };
    });
  return svgPanels(panels, { title: `Sine-wave writes (100 KB values, ${PERIOD} s period), ${bloom ? 'with' : 'without'} bloom filters` });
}

function l0Plot(runs, PH, CYCLES) {
  const panels = runs.map((run) => ({
    title: `${run.variant}: write-heavy ${run.summary.writeHeavyMBps} MiB/s, read-heavy ${run.summary.readHeavyReadOpsPerSec} reads/s, max L0 ${run.summary.maxL0}`,
    xMax: 2 * PH * CYCLES,
    yLabel: 'write MiB/s, L0 files, slowdown trigger',
    rightLabel: 'reads/s (thousands)',
    series: [
      { name: 'write MiB/s', color: COLORS.interval, points: run.result.samples.map((x) => [x.tSec, x.writeMBPerSec]) },
      { name: 'L0 files', color: COLORS.cumWrites, points: run.result.samples.map((x) => [x.tSec, x.l0Files]) },
      { name: 'slowdown trigger', color: COLORS.trigger, points: run.result.samples.map((x) => [x.tSec, x.slowdownTrigger]), dash: '4 3' },
      { name: 'kreads/s', color: COLORS.reads, axis: 'right', points: run.result.samples.map((x) => [x.tSec, x.readOpsPerSec / 1000]) },
    ],
    shade: Array.from({ length: CYCLES }, (_, k) => [(2 * k + 1) * PH, (2 * k + 2) * PH]),
    shadeLabel: 'read-heavy phase',
  }));
  return svgPanels(panels, { title: 'dynamic-l0 vs static L0 triggers (1 KB values, alternating phases)' });
}

async function runL0() {
  const PH = Number(values['phase-seconds']);
  const CYCLES = Number(values.cycles);
  const phases = [
    { durationSec: PH, writer: true, writeRateBytesPerSec: 0, readers: 0 },
    { durationSec: PH, writer: false, readers: 2 },
  ];
  const runs = [];
  for (const [variant, file, l0] of [
    ['static', 'l0-static', undefined],
    ['dynamic-l0 aimd', 'l0-dynamic', { algorithm: 'aimd' }],
    ['dynamic-l0 mimd', 'l0-dynamic', { algorithm: 'mimd' }],
  ]) {
    const loadBefore = await quietHost();
    console.error(`phases ${variant}: ${CYCLES} x (${PH} s write-heavy + ${PH} s read-heavy), load ${loadBefore.join(' ')}`);
    const ws = Workspace.create({ tmpRoot: OUT });
    let r;
    try {
      r = await phaseTest({
        options: variantOptions(file),
        workspace: ws,
        controller: l0 ? 'auto' : 'none',
        ...(l0 ? { l0 } : {}),
        keySize: 20,
        valueSize: 1000,
        keySpace: 5_000_000,
        durationSec: 2 * PH * CYCLES,
        phases,
        readSec: READ_SEC,
        readThreads: 1,
      });
    } finally {
      ws.dispose();
    }
    const loadAfter = loadavg().map((x) => +x.toFixed(2));
    const inPhase = (k) => r.samples.filter((s) => s.phase === k);
    const wr = inPhase(0),
      rd = inPhase(1);
    const sum = (xs, f) => xs.reduce((a, s) => a + f(s), 0);
    const s = {
      writeHeavyMBps: +(sum(wr, (x) => x.writeMBPerSec) / Math.max(1, wr.length)).toFixed(2),
      writeHeavyStallPct: +((100 * sum(wr, (x) => x.stallMicros)) / (Math.max(1, wr.length) * 1e6)).toFixed(1),
      readHeavyReadOpsPerSec: +(sum(rd, (x) => x.readOpsPerSec) / Math.max(1, rd.length)).toFixed(0),
      writes: r.writeOps,
      writeMBps: +r.writeMBPerSec.toFixed(2),
      writeP99us: +r.writeP99Micros.toFixed(0),
      writeMaxUs: +r.writeMaxMicros.toFixed(0),
      maxL0: r.maxL0Files,
      maxSlowdownTrigger: Math.max(...r.samples.map((x) => x.slowdownTrigger)),
      triggerChanges: r.decisions.filter((d) => d.changed).length,
      finalReadOpsPerSec: r.read ? +r.read.opsPerSec.toFixed(0) : null,
      lsmAtRead: r.read ? lsmShape(r.read.levels) : '',
    };
    console.error(
      `  write-heavy ${s.writeHeavyMBps} MiB/s (stall ${s.writeHeavyStallPct}%), read-heavy ${s.readHeavyReadOpsPerSec} reads/s, max L0 ${s.maxL0}, final reads ${s.finalReadOpsPerSec}/s`,
    );
    runs.push({ variant, loadBefore, loadAfter, summary: s, result: r });
  }
  writeFileSync(join(OUT, 'dynamic-l0.svg'), l0Plot(runs, PH, CYCLES));
  return runs;
}

const median = (xs) => {
  const v = xs
    .filter((x) => x !== null && x !== undefined)
    .map(Number)
    .sort((a, b) => a - b);
  return v.length ? (v.length % 2 ? v[(v.length - 1) / 2] : (v[v.length / 2 - 1] + v[v.length / 2]) / 2) : NaN;
};

// A markdown table: the header's cells are separated by ' | ', each row is its cells.
const mdTable = (header, rows) => [
  `| ${header} |`,
  `|${'---|'.repeat(header.split(' | ').length)}`,
  ...rows.map((cells) => `| ${cells.join(' | ')} |`),
];

// The sine section of README(-tag).md: one row per run (round, disk cap use when capped), then the goals on medians.
function sineMarkdown(meta, runs) {
  const md = [
    `## Sine wave: cap ${meta.sine.aMiB}·sin(2π/${meta.sine.period}·t + 3π/2) + ${meta.sine.dMiB} MiB/s, ${meta.sine.period} s period, 100 KB values, keys in [0, ${meta.keySpace}); tuner interval ${meta.tuneIntervalMs} ms${meta.rounds > 1 ? `; ${meta.rounds} interleaved rounds` : ''}`,
    '',
  ];
  if (meta.prefill)
    md.push(
      `Pre-filled: keys [0, ${meta.prefill.keys}) written once in key order with enabled.ini (${(meta.prefill.bytes / 1e9).toFixed(2)} GB, ${meta.prefill.seconds} s, LSM ${meta.prefill.levels}); every run starts from a copy, evicted from the page cache.`,
      '',
    );
  if (meta.regime)
    md.push(
      `Capped regime: memory ${meta.regime.memory ? `${meta.regime.memory.limitBytes} B (${meta.regime.memory.method})` : 'uncapped'}; disk ${meta.regime.disk ? `writes ${meta.regime.disk.writeBytesPerSec} B/s, reads ${meta.regime.disk.readBytesPerSec} B/s on ${meta.regime.disk.device} (${meta.regime.disk.method}); every variant syncs every 1 MiB` : 'uncapped'}. "disk": the write phase's bytes against cap x seconds (with a tail, the sine's: its first ${meta.sine.afterSec ?? '-'} s).`,
      '',
    );
  md.push(
    ...mdTable(
      'round | variant | bloom | writes | writes in the sine | GiB | cumulative write MiB/s | compaction MiB/s | W-Amp | stall % | max L0 | toggles | random-read MiB/s | reads/s | read p99 µs | LSM at read | disk | load 1-min before/after',
      runs.map(({ summary: s, ...r }) => [
        r.round ?? 1,
        r.variant,
        r.bloom ? '10 bits' : 'none',
        s.writes,
        s.sineWrites ?? s.writes,
        s.writeGiB,
        s.writeMBps,
        s.compactionMBps,
        s.writeAmp,
        s.stallPct,
        s.maxL0,
        s.toggles,
        s.readMBps,
        s.readOpsPerSec,
        s.readP99us,
        s.lsmAtRead,
        r.cap ? r.cap.text : '-',
        `${r.loadBefore[0]} / ${r.loadAfter[0]}`,
      ]),
    ),
    '',
  );
  for (const bloom of [...new Set(runs.map((r) => r.bloom))]) {
    const med = (v, f) => median(runs.filter((r) => r.variant === v && r.bloom === bloom).map((r) => f(r.summary)));
    const sineWrites = (s) => s.sineWrites ?? s.writes;
    const en = med('enabled', sineWrites),
      dis = med('disabled', sineWrites),
      tu = med('tuned', sineWrites);
    if (!(en > 0 && dis > 0 && tu > 0)) continue;
    const rd = (v) => med(v, (s) => s.readMBps);
    md.push(
      `Goals (${bloom ? 'bloom' : 'no bloom'}; medians over rounds): tuned/enabled writes **${(tu / en).toFixed(2)}x** (goal >= 1.5x); tuned vs disabled writes **${((100 * (tu - dis)) / dis).toFixed(1)}%** (goal within 5%); random reads after the sine, tuned/enabled **${(rd('tuned') / rd('enabled')).toFixed(2)}x**, tuned/disabled **${(rd('tuned') / rd('disabled')).toFixed(1)}x**.`,
      '',
    );
  }
  return md;
}

// The head of README(-tag).md: when, the command, the machine.
function readmeHeader(m) {
  return [
    `# autotune-sine results`,
    '',
    `- date: ${m.date}`,
    `- command: \`${m.command}\``,
    `- machine: ${m.machine.cpu}, ${m.machine.memGiB} GiB, Linux ${m.machine.kernel}, Node ${m.machine.node}, RocksDB ${m.machine.rocksdb} (system library)`,
    `- disk: \`${m.machine.disk}\``,
    '',
  ];
}

/** The sine plots of one result (one per bloom setting that ran) and their markdown links. */
function writeSinePlots(tag, m, runs) {
  const blooms = [...new Set(runs.map((r) => r.bloom))];
  for (const bloom of blooms)
    writeFileSync(join(OUT, `sine${tag}-${bloom ? 'bloom' : 'nobloom'}.svg`), sinePlot(runs, bloom, m.sine, m.sine?.period));
  return blooms.flatMap((bloom) => [`![sine, ${bloom ? 'bloom' : 'no bloom'}](sine${tag}-${bloom ? 'bloom' : 'nobloom'}.svg)`, '']);
}

if (values.report) {
  // Re-render README-<tag>.md's sine section from sine-<tag>.json (no benchmark run).
  const { meta: m, runs } = JSON.parse(readFileSync(join(OUT, `sine-${values.report}.json`), 'utf8'));
  const tag = `-${values.report}`;
  const md = [...readmeHeader(m), ...sineMarkdown(m, runs), ...writeSinePlots(tag, m, runs)];
  writeFileSync(join(OUT, `README${tag}.md`), `${md.join('\n')}\n`);
  console.error(`wrote ${OUT}/README${tag}.md`);
  process.exit(0);
}

if (values.replot) {
  // Re-render the SVGs from the JSON results already in --out (no benchmark run).
  for (const name of readdirSync(OUT).filter((n) => /^sine.*\.json$/.test(n))) {
    const { meta: m, runs } = JSON.parse(readFileSync(join(OUT, name), 'utf8'));
    writeSinePlots(name.slice('sine'.length, -'.json'.length), m, runs);
  }
  if (existsSync(join(OUT, 'dynamic-l0.json'))) {
    const { runs } = JSON.parse(readFileSync(join(OUT, 'dynamic-l0.json'), 'utf8'));
    const ph = runs[0].result.samples.length ? Number(values['phase-seconds']) : 10;
    writeFileSync(join(OUT, 'dynamic-l0.svg'), l0Plot(runs, ph, Math.round(runs[0].result.durationSec / (2 * ph))));
  }
  process.exit(0);
}
const engine = await engineInfo();
const meta = {
  ...(caps ? { regime: caps.report() } : {}),
  rounds: ROUNDS,
  ioRateOverrideMiB: values['io-rate'] ? Number(values['io-rate']) : null,
  date: new Date().toISOString(),
  command: `node bench/autotune-sine/run.mjs ${process.argv.slice(2).join(' ')}`.trim(),
  machine: machine(engine),
  sine: { ...SINE, aMiB: SINE.a / MIB, dMiB: SINE.d / MIB, period: PERIOD },
  tuneIntervalMs: INTERVAL_MS,
  readSec: READ_SEC,
  keySpace: KEY_SPACE,
};
const md = readmeHeader(meta);

if (values.only !== 'l0') {
  const { runs, prefill } = await runSine();
  const sineMeta = { ...meta, ...(prefill ? { prefill } : {}) };
  const tag = values.tag ? `-${values.tag}` : '';
  writeFileSync(join(OUT, `sine${tag}.json`), `${JSON.stringify({ meta: sineMeta, runs }, null, 1)}\n`);
  md.push(...sineMarkdown(sineMeta, runs), ...writeSinePlots(tag, sineMeta, runs));
}
if (values.only !== 'sine') {
  const runs = await runL0();
  writeFileSync(join(OUT, 'dynamic-l0.json'), `${JSON.stringify({ meta, runs }, null, 1)}\n`);
  md.push(
    `## dynamic-l0: ${values.cycles} x (${values['phase-seconds']} s write-heavy: 1 unlimited writer; ${values['phase-seconds']} s read-heavy: 2 readers, no writes), 1 KB values`,
    '',
  );
  md.push(
    ...mdTable(
      'variant | write MiB/s in write phases | stall % in write phases | reads/s in read phases | writes | write p99 µs | write max µs | max L0 | max slowdown trigger | trigger changes | reads/s after (1 thread) | LSM at read | load 1-min before/after',
      runs.map(({ summary: s, ...r }) => [
        r.variant,
        s.writeHeavyMBps,
        s.writeHeavyStallPct,
        s.readHeavyReadOpsPerSec,
        s.writes,
        s.writeP99us,
        s.writeMaxUs,
        s.maxL0,
        s.maxSlowdownTrigger,
        s.triggerChanges,
        s.finalReadOpsPerSec,
        s.lsmAtRead,
        `${r.loadBefore[0]} / ${r.loadAfter[0]}`,
      ]),
    ),
    '',
    '![dynamic-l0](dynamic-l0.svg)',
    '',
  );
}
const mdName = values.tag ? `README-${values.tag}.md` : values.only ? `README-${values.only}.md` : 'README.md';
writeFileSync(join(OUT, mdName), `${md.join('\n')}\n`);
console.error(`wrote ${OUT}/${mdName}`);
