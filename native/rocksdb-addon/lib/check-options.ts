// checkOptions: lint the text, then load it through the engine's own loader, open a fresh temporary DB with it,
// read back the OPTIONS file the engine persisted, and report its verdict plus every value it changed.
// An error-level lint finding stops the check before the engine starts.
import { parseOptionsIni, sectionEntries, textFromBytes } from '@rocktune/calculator';

import type { MappedOption, UnmappedOption } from './blob-mapping.js';
import { runInChild } from './child-runner.js';
import { type OptionChange, diffOptions } from './diff.js';
import { type CheckFinding, firstError } from './lint-gate.js';
import { locate, prepare, writeOptionsFile } from './prepare.js';
import type { RawCheck } from './raw.js';
import { checkOptionsSchema, parseInput } from './schema.js';
import { type PathRedirect, sandboxedChange } from './sandbox.js';
import { Workspace } from './workspace.js';
import type { EngineId } from './addon-path.js';
import type { Dialect } from './engine-choice.js';

export interface CheckOptionsOptions {
  /** What the file is written for; default: read from the file. */
  dialect?: 'rocksdb' | 'trocksdb';
  /** Which engine judges it; default: the file's own. */
  engine?: EngineId;
  signal?: AbortSignal;
  /** Reuse a workspace (validate does); otherwise a temporary one is created and removed. */
  workspace?: Workspace;
  /** false: send the file to the engine even when lint found an error (to see what the engine itself says);
   *  the findings are reported either way and `ok` stays false. Default true. */
  stopOnLintErrors?: boolean;
  /** > 0: the harness sets every column family's block cache in code (BlockBasedTableOptions::block_cache), as an
   *  application does; listed as a `harness` change. TRocksDB cannot read block_cache from a file. */
  blockCacheBytes?: number;
}

export interface CheckResult {
  /** The engine accepted the file and lint found no error. */
  ok: boolean;
  /** The engine's own verdict (false also when lint kept the file away from the engine). */
  accepted: boolean;
  /** The engine that judged the file. */
  engine: EngineId;
  /** What the file is written for, and why rocktune thinks so. */
  dialect: 'rocksdb' | 'trocksdb';
  engineReason: string;
  /** Where it failed: lint (the engine never started), LoadOptionsFromFile, or DB::Open. */
  stage: 'lint' | 'load' | 'open' | 'close' | 'persist' | null;
  /** The engine's Status::ToString() ("OK" when accepted; "" when lint kept the file from the engine: the refusal is
   *  then the first error in `findings`, at `line`/`column`). */
  rocksdbStatus: string;
  /** The user's line the rejection points at, when known; column and section when lint refused the file. */
  line?: number;
  column?: number;
  section?: string;
  lineText?: string;
  /** Lint's error and warning findings on the file (docs/rules.md L-*). */
  findings: CheckFinding[];
  /** Every value the engine sanitized, ignored, or applies without persisting; the paths the run redirected; the
   *  settings the test harness imposes. */
  changes: OptionChange[];
  /** Path options (wal_dir, db_log_dir, ...) rewritten into the run's own directory: nothing is written where the file points. */
  sandboxed: PathRedirect[];
  /** Only when a TRocksDB file ran on upstream RocksDB: how its VLog options were mapped to BlobDB. */
  trocksdb?: { note: string; mapped: MappedOption[]; unmapped: UnmappedOption[] };
  /** "[WARN]" lines of RocksDB's LOG (e.g. "Adjust the value to level0_stop_writes_trigger(4)..."). */
  logWarnings: string[];
  /** The text RocksDB was given (after the dialect mapping). Feed this to loadTest/runTest. */
  effectiveOptions: string;
  /** The OPTIONS-NNNNNN file RocksDB wrote ("" when rejected). */
  persistedOptions: string;
}

export async function checkOptions(text: string, opts: CheckOptionsOptions = {}): Promise<CheckResult> {
  const input = parseInput(checkOptionsSchema, { text, ...opts });
  const ws = input.workspace ?? Workspace.create();
  try {
    return await check(
      input.text,
      { engine: input.engine, dialect: input.dialect },
      ws,
      { stopOnLintErrors: input.stopOnLintErrors, blockCacheBytes: input.blockCacheBytes },
      input.signal,
    );
  } finally {
    if (!input.workspace) ws.dispose();
  }
}

const BLOB_MAPPING_NOTE =
  'a TRocksDB file run on upstream RocksDB: VLog options mapped to integrated BlobDB where an equivalent exists ' +
  '(build the TRocksDB engine to run it natively: npm run engine:trocksdb -- --source DIR)';

async function check(
  text: string,
  asked: { engine?: EngineId | undefined; dialect?: Dialect | undefined },
  ws: Workspace,
  { stopOnLintErrors, blockCacheBytes }: { stopOnLintErrors: boolean; blockCacheBytes: number },
  signal?: AbortSignal,
): Promise<CheckResult> {
  const p = prepare(text, asked, (key) => ws.sandboxDir('check', key));
  const { engine, dialect, reason, blobMapping } = p.choice;
  const d = p.dialect;
  const base = {
    engine,
    dialect,
    engineReason: reason,
    findings: p.findings,
    sandboxed: p.redirects,
    effectiveOptions: d.text,
    ...(blobMapping ? { trocksdb: { note: BLOB_MAPPING_NOTE, mapped: d.mapped, unmapped: d.unmapped } } : {}),
  };
  const stop = stopOnLintErrors ? firstError(p.findings) : undefined;
  if (stop) {
    return {
      ...base,
      ok: false,
      accepted: false,
      stage: 'lint',
      rocksdbStatus: '',
      line: stop.line,
      column: stop.column,
      section: stop.section,
      lineText: p.lines[stop.line - 1]?.trim() ?? '',
      changes: [],
      logWarnings: [],
      persistedOptions: '',
    };
  }
  const optionsPath = writeOptionsFile(ws, d.text);
  const raw = await runInChild<RawCheck>(
    'checkOptions',
    { optionsPath, dbPath: ws.path('check-db'), sandboxRoot: ws.dir, blockCacheBytes },
    { cwd: ws.dir, engine, ...(signal ? { signal } : {}) },
  );
  // DB::Open succeeded and wrote no OPTIONS file: a nan or infinite double never reads back equal (docs/rules.md
  // L-out-of-range, L-misread-number). The engine opened the file: accepted, with the missing file said.
  const unpersisted = !raw.accepted && raw.stage === 'persist' && /No options files found/.test(raw.status);
  const accepted = raw.accepted || unpersisted;
  const where = accepted ? undefined : locate(raw.status, p);
  const persistedText = textFromBytes(raw.persistedText); // as the engine wrote it, every byte kept
  const diffs = raw.accepted ? diffOptions(d.text, persistedText, raw, engine, (l) => d.lineMap[l - 1] ?? l) : [];
  const changes =
    blockCacheBytes > 0 ? [...diffs.filter((c) => c.key !== 'block_cache'), ...harnessBlockCache(text, raw, blockCacheBytes)] : diffs;
  return {
    ...base,
    ok: accepted && !firstError(p.findings),
    accepted,
    stage: accepted ? null : (raw.stage as CheckResult['stage']),
    rocksdbStatus: unpersisted ? 'OK' : raw.status,
    ...(where ?? {}),
    changes: [...p.redirects.map(sandboxedChange), ...changes],
    logWarnings: unpersisted
      ? [...raw.logWarnings, `RocksDB opened the database and wrote no OPTIONS file (${raw.status})`]
      : raw.logWarnings,
    persistedOptions: persistedText,
  };
}

/** The block cache the harness set in code, one `harness` change per column family (at its block_cache line, else its
 *  table section, else its CFOptions section). */
function harnessBlockCache(text: string, raw: RawCheck, bytes: number): OptionChange[] {
  const { document } = parseOptionsIni(text);
  return raw.columnFamilies.map((cf) => {
    const table = document.sections.find((s) => s.kind === 'TableOptions' && s.arg === cf.name);
    const asked = table ? sectionEntries(table).find((e) => e.key === 'block_cache') : undefined;
    const line =
      asked?.line ?? table?.header.line ?? document.sections.find((s) => s.kind === 'CFOptions' && s.arg === cf.name)?.header.line ?? 0;
    return {
      section: `TableOptions/BlockBasedTable ${cf.name}`,
      key: 'block_cache',
      line,
      requested: asked?.value ?? '(not set)',
      effective: String(cf.blockCacheBytes),
      kind: 'harness',
      message: `the test harness sets the block cache in code (BlockBasedTableOptions::block_cache, ${bytes} bytes asked), as an application does; in effect: ${cf.blockCacheBytes} bytes`,
    };
  });
}
