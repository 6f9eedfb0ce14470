import { BLOCK_CACHE_FLAG } from '../flags/block-cache.js';
import type { Command } from '../cli-kit/command.js';
import { count, oneOf } from '../cli-kit/flag-types.js';
import { withHeldStderr } from '../cli-kit/held-stderr.js';
import { DISK_LIMIT } from '../flags/disk-limit.js';
import { LOAD_ORDER_FLAG } from '../flags/load-order.js';
import { MEMORY_LIMIT } from '../flags/memory-limit.js';
import { SIZING_FLAGS } from '../flags/sizing.js';
import { TEST_KEYS, VALIDATE_DEFAULTS, VALIDATION_FLAGS } from '../flags/validation.js';
import { loadEngine } from '../engine/engine.js';

/**
 * `rocktune compare`: the guide's method (Figures 2, 3, 6, 7: recommended value vs half vs double) on this
 * machine. Builds the variants, checks each with RocksDB, runs T2 then T5 on each, rounds interleaved, and
 * reports min/median/max per figure with ties inside the noise band; writes JSON, the variants' OPTIONS files
 * and an SVG chart (PNG with --png). The implementation is in ../compare/run.ts, imported when the command runs.
 */

const { db: _db, ...RUN_FLAGS } = VALIDATION_FLAGS;

export const compare: Command = {
  name: 'compare',
  summary: "Benchmark the tuned file against RocksDB defaults, half and double of every rule (the guide's method)",
  description:
    'Builds the variants: tuned (the preset), defaults (an empty OPTIONS file), half and double (every rule-derived number\n' +
    'x0.5 / x2, as the guide did in Figures 2, 3, 6 and 7; clamped where RocksDB would change it), one setting at a time\n' +
    '(--vary NAME) and other presets; checks each with the real engine, then runs T2 (load) and T5 (read while writing) on each,\n' +
    'rounds interleaved, and reports min/median/max per figure. Differences inside the noise band are ties.\n' +
    "Writes compare.json, compare.svg (and compare.png with --png) and the variants' OPTIONS files to --out.\n" +
    'Ctrl-C stops the current run, removes its temporary data and prints what finished.\n' +
    'With --format json stdout is one object on every path: the report (ok: true), the --dry-run plan, or {ok: false, error: {code}}.',
  usage:
    'rocktune compare [sizing flags as generate] [--variants LIST] [--vary OPTION] [--rounds N] [--load-keys N] [--duration S] [--scale auto|off] [--memory-limit SIZE] [--disk-limit write=RATE,read=RATE] [--load sequential|random] [--format text|json] [--out DIR] [--png]',
  flags: {
    ...SIZING_FLAGS,
    variants: {
      type: 'string',
      multiple: true,
      valueName: 'LIST',
      description:
        'comma-separated: tuned, defaults, half, double, a preset name, presets (all other presets), or file:PATH (an OPTIONS file run as written, named after the file); repeatable: the lists are merged',
      defaultText: 'tuned,defaults,half,double',
    },
    vary: {
      type: 'string',
      multiple: true,
      valueName: 'OPTION',
      description:
        "also run OPTION halved and doubled alone (repeatable), e.g. write_buffer_size; OPTION:xF divides and multiplies by F instead (target_file_size_base:x4, as the guide's Figure 6)",
    },
    rounds: {
      type: 'string',
      value: count({ min: 1, max: 1000 }),
      valueName: 'N',
      description: 'rounds per variant (interleaved); min/median/max over them',
      defaultText: '3',
    },
    'load-keys': {
      type: 'string',
      value: TEST_KEYS,
      valueName: 'N',
      description: 'T2 keys to load per run',
      defaultText: String(VALIDATE_DEFAULTS.keys),
    },
    ...RUN_FLAGS,
    ...BLOCK_CACHE_FLAG,
    'memory-limit': {
      type: 'string',
      value: MEMORY_LIMIT,
      valueName: 'SIZE',
      description:
        'run the engine capped at SIZE (page cache included; a memory cgroup where the kernel allows, else direct I/O) so the DB cannot sit in memory; the tuned file is sized for SIZE unless --dram is given; --format json and compare.json record how each cap was enforced (caps)',
    },
    'disk-limit': {
      type: 'string',
      value: DISK_LIMIT,
      valueName: 'write=RATE,read=RATE',
      description:
        "throttle the engine's writes and reads on the database's disk (bytes/s, e.g. write=100MB,read=50MB; cgroup v1 blkio or v2 io.max; uncapped, and said so, without cgroups); every variant syncs every 1 MiB, pages are evicted before each phase, and a run counts only when it reached 90% of its cap",
    },
    'cap-reruns': {
      type: 'string',
      value: count({ min: 0, max: 10 }),
      valueName: 'N',
      description: 'with --disk-limit: repeat a run that did not reach its cap up to N times',
      defaultText: '1',
    },
    ...LOAD_ORDER_FLAG,
    scale: {
      type: 'string',
      value: oneOf(['auto', 'off'] as const),
      valueName: 'auto|off',
      description: 'auto: shrink every size option by load-keys / keys (the scale model)',
      defaultText: 'off',
    },
    format: {
      type: 'string',
      short: 'f',
      value: oneOf(['text', 'json'] as const),
      valueName: 'FMT',
      description: 'stdout: text or json',
      defaultText: 'text',
    },
    out: {
      type: 'string',
      short: 'o',
      valueName: 'DIR',
      description: 'where compare.json, compare.svg and variants/*.ini go',
      defaultText: './rocktune-compare',
    },
    png: { type: 'boolean', description: 'also compare.png (rsvg-convert if installed, else headless Chromium)' },
    'dry-run': { type: 'boolean', description: "build, check nothing, run nothing: print the plan and write the variants' OPTIONS files" },
  },
  examples: [
    {
      explains: "The guide's method on this host with the calibrated sizes (4 variants x 3 rounds, about 6 min on 2 cores)",
      command: 'rocktune compare --keys 2e6',
    },
    {
      explains: 'A quick look: 1 round, small test, write buffer size alone as well',
      command: 'rocktune compare --keys 2e6 --rounds 1 --load-keys 200000 --duration 5 --vary write_buffer_size',
    },
    {
      explains: "The guide's 8-billion-key database as a wind-tunnel model of 2M keys",
      command: 'rocktune compare --keys 8e9 --load-keys 2e6 --scale auto',
    },
    {
      explains: 'The database larger than the memory the engine may use (1 GiB cap, 3 GB of data)',
      command: 'rocktune compare --keys 3.5e6 --load-keys 3.5e6 --memory-limit 1GiB',
    },
    {
      explains: 'The capped regime (memory and disk the limits, random load): runs repeat within about 10 %',
      command:
        'rocktune compare --threads 2 --dram 512MiB --keys 2e6 --load-keys 2e6 --memory-limit 512MiB --disk-limit write=100MB,read=50MB --load random',
    },
    { explains: 'Every preset against defaults, PNG chart as well', command: 'rocktune compare --variants tuned,defaults,presets --png' },
  ],
  async run(args, io) {
    // Without the engine, its one-line reason comes first, not after the sizing notes of every variant.
    if (args.flags['dry-run'] !== true) await loadEngine();
    // lazy: keeps `rocktune generate` start-up free of the compare code
    const { runCompare } = await import('../compare/run.js');
    return withHeldStderr(io, (held, release) => runCompare(args, held, release));
  },
};
