import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseVariantNames, varyable, type PresetId, type Recommendation } from '@rocktune/calculator';
import type { ParsedArgs } from '../cli-kit/command.js';
import { EXIT, UsageError } from '../cli-kit/errors.js';
import type { Io } from '../cli-kit/io.js';
import type { CompareContext } from './report.js';
import type { RunSettings } from './runner.js';
import { checkResources, planVariants, safeName, type Planned } from './plan.js';
import { planJson, planText } from './dry-run.js';
import { jsonText } from '../cli-kit/json-failure.js';
import { loadEngine } from '../engine/engine.js';
import { computeRecommendation } from '../flags/recommendation.js';
import { VALIDATE_DEFAULTS, validationSettings, type ValidationSettings } from '../flags/validation.js';
import { finish, printResult } from './results.js';
import { runVariants, startRun } from './session.js';

// compare.json's shape stays importable from here (bench/ reads it).
export type { CompareJson, MemoryLimitReport } from './results.js';

// The implementation of `rocktune compare` (commands/compare.ts holds the flags and imports this on demand).

/** What the flags ask for, checked and planned before anything runs. */
export interface ComparePlan {
  rec: Recommendation;
  vs: ValidationSettings;
  names: string[];
  vary: string[];
  scaleMode: 'auto' | 'off';
  rounds: number;
  loadKeys: number;
  limitBytes: number | undefined;
  planned: Planned[];
  settings: RunSettings;
  tmpRoot: string;
  outDir: string;
  ctx: CompareContext;
}

/** `rocktune compare` itself (loaded on demand by commands/compare.ts). */
export async function runCompare(args: ParsedArgs, io: Io, release: () => void = () => undefined): Promise<number> {
  const plan = planCompare(args, io);
  const { planned, vs, outDir } = plan;
  try {
    mkdirSync(join(outDir, 'variants'), { recursive: true });
  } catch (error) {
    throw new UsageError(`--out: cannot create ${outDir} (${(error as NodeJS.ErrnoException).code ?? String(error)})`);
  }
  release(); // every usage check passed: the sizing's warnings are worth reading now
  for (const p of planned) writeFileSync(join(outDir, 'variants', `${safeName(p.variant.name)}.ini`), p.ini);
  if (args.flags['dry-run'] === true) {
    io.stdout(vs.format === 'json' ? jsonText(planJson(plan)) : planText(plan));
    return EXIT.ok;
  }
  const engine = await loadEngine();
  const run = startRun(plan, args, io);
  const outcome = await runVariants(engine, run, io);
  if (outcome !== undefined) return outcome;
  const { json, text } = finish(run, true);
  await printResult(run, json, text, args.flags.png === true, io);
  return EXIT.ok;
}

function planCompare(args: ParsedArgs, io: Io): ComparePlan {
  const f = args.flags;
  const scaleFlag = (args.values.scale as 'auto' | 'off' | undefined) ?? 'off';
  const rounds = (args.values.rounds as number | undefined) ?? 3;
  const loadKeys = (args.values['load-keys'] as number | undefined) ?? VALIDATE_DEFAULTS.keys;
  const limitBytes = args.values['memory-limit'] as number | undefined;
  // Under a memory limit the tuned file is sized for that much memory unless --dram says otherwise.
  const sizedArgs = limitBytes !== undefined && f.dram === undefined ? { ...args, flags: { ...f, dram: String(limitBytes) } } : args;
  const rec = computeRecommendation(sizedArgs, io);
  const quiet: Io = { ...io, stderr: () => undefined };
  const presetRec = (id: PresetId): Recommendation =>
    computeRecommendation({ ...sizedArgs, flags: { ...sizedArgs.flags, workload: id } }, quiet);
  const vs = validationSettings(args.values, { progress: f.progress }, io, {
    keys: loadKeys,
    keySize: rec.input.keySize,
    valueSize: rec.input.valueSize,
    dialect: rec.input.dialect,
  });
  const names = (() => {
    try {
      return parseVariantNames(f.variants as string[] | undefined, rec.preset.id);
    } catch (error) {
      throw new UsageError((error as Error).message);
    }
  })();
  const vary = ((f.vary as string[] | undefined) ?? [])
    .flatMap((s) => s.split(','))
    .map((s) => s.trim())
    .filter(Boolean);
  if (vary.length === 0 && f.vary !== undefined) throw new UsageError(`--vary needs an option name; allowed: ${varyable(rec).join(', ')}`);
  const planned = planVariants(rec, names, vary, scaleFlag === 'auto', loadKeys, presetRec, io.cwd);
  if (scaleFlag === 'off' && rec.input.totalKeys > 4 * loadKeys) {
    io.stderr(
      `rocktune: note: the test loads ${loadKeys} keys but the files are sized for ${rec.input.totalKeys}: the small DB never grows the deep levels ` +
        '(one write buffer may hold all of it). Add --scale auto for a scaled model, or --keys equal to --load-keys to size for the test DB\n',
    );
  }
  const tmpRoot = io.env.TMPDIR || tmpdir();
  const settings: RunSettings = {
    loadKeys,
    keySize: vs.keySize,
    valueSize: vs.valueSize,
    durationSec: vs.durationSec,
    readers: vs.readers,
    writerRateBytesPerSec: vs.writerRateBytesPerSec,
    rounds,
    tmpRoot,
    ...(vs.blockCacheBytes !== undefined ? { blockCacheBytes: vs.blockCacheBytes } : {}),
    ...(args.values.load === 'random' ? { loadOrder: 'random' as const } : {}),
  };
  checkResources(planned, settings, tmpRoot, scaleFlag === 'auto', limitBytes);
  const outDir = resolve(io.cwd, (f.out as string | undefined) ?? 'rocktune-compare');
  const ctx: CompareContext = {
    rounds,
    loadKeys,
    durationSec: vs.durationSec,
    readers: vs.readers,
    writerMiBps: vs.writerRateBytesPerSec / 2 ** 20,
    ...(planned.find((p) => p.variant.name === 'tuned')?.scale ? { scale: planned.find((p) => p.variant.name === 'tuned')!.scale! } : {}),
  };
  return { rec, vs, names, vary, scaleMode: scaleFlag, rounds, loadKeys, limitBytes, planned, settings, tmpRoot, outDir, ctx };
}
