// checkOptions: load the text through RocksDB 7.8.3's own loader, open a fresh temporary DB with it,
// read back the OPTIONS file RocksDB persisted, and report RocksDB's verdict plus every value it changed.
import { runInChild } from './child-runner.js';
import { type OptionChange, diffOptions } from './diff.js';
import type { GuardFinding } from './guards.js';
import { scanIni } from './ini/scan.js';
import { blockingFinding, engineLabel, locate, prepare, writeOptionsFile } from './prepare.js';
import type { RawCheck } from './raw.js';
import { checkOptionsSchema, parseInput } from './schema.js';
import { type DialectText, type MappedOption, type UnmappedOption, dropUnknownKey } from './trocksdb.js';
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
}

export interface CheckResult {
  /** RocksDB accepted the file and no guard found an error. */
  ok: boolean;
  /** RocksDB's own verdict (false also when a guard kept the file away from RocksDB). */
  accepted: boolean;
  /** The engine that judged the file. */
  engine: EngineId;
  /** What the file is written for, and why rocktune thinks so. */
  dialect: 'rocksdb' | 'trocksdb';
  engineReason: string;
  /** Where it failed: a guard in front of RocksDB, LoadOptionsFromFile, or DB::Open. */
  stage: 'guard' | 'load' | 'open' | 'close' | 'persist' | null;
  /** RocksDB's Status::ToString() ("OK" when accepted). */
  rocksdbStatus: string;
  /** The user's line the rejection points at, when known. */
  line?: number;
  lineText?: string;
  findings: GuardFinding[];
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

const MAX_UNKNOWN_RETRIES = 64;

export async function checkOptions(text: string, opts: CheckOptionsOptions = {}): Promise<CheckResult> {
  const input = parseInput(checkOptionsSchema, { text, ...opts });
  const ws = input.workspace ?? Workspace.create();
  try {
    return await check(input.text, { engine: input.engine, dialect: input.dialect }, ws, input.signal);
  } finally {
    if (!input.workspace) ws.dispose();
  }
}

const BLOB_MAPPING_NOTE =
  'a TRocksDB file run on upstream RocksDB: VLog options mapped to integrated BlobDB where an equivalent exists ' +
  '(build the TRocksDB engine to run it natively: npm run engine:trocksdb -- --source DIR)';

async function check(text: string, asked: { engine?: EngineId | undefined; dialect?: Dialect | undefined }, ws: Workspace, signal?: AbortSignal): Promise<CheckResult> {
  const p = prepare(text, asked, (key) => ws.sandboxDir('check', key));
  const { engine, dialect, reason, blobMapping } = p.choice;
  const mapping = (d: DialectText) => (blobMapping ? { trocksdb: { note: BLOB_MAPPING_NOTE, mapped: d.mapped, unmapped: d.unmapped } } : {});
  const base = { engine, dialect, engineReason: reason, findings: p.findings, sandboxed: p.redirects, ...mapping(p.dialect) };
  const block = blockingFinding(p);
  if (block) {
    return {
      ...base, ok: false, accepted: false, stage: 'guard', rocksdbStatus: `not sent to RocksDB: ${block.message}`,
      line: block.line, lineText: p.original.lines[block.line - 1]?.trim() ?? '',
      changes: [], logWarnings: [], effectiveOptions: p.dialect.text, persistedOptions: '',
    };
  }

  let d: DialectText = p.dialect;
  let raw: RawCheck | undefined;
  for (let i = 0; i <= MAX_UNKNOWN_RETRIES; i++) {
    const optionsPath = writeOptionsFile(ws, d.text);
    raw = await runInChild<RawCheck>('checkOptions', { optionsPath, dbPath: ws.path('check-db'), sandboxRoot: ws.dir }, { cwd: ws.dir, engine, ...(signal ? { signal } : {}) });
    const unknown = /Could not find option: :? ?([A-Za-z0-9_.]+)/.exec(raw.status)?.[1];
    // TRocksDB files may carry 6.4.6 options that 7.8.3 no longer knows: list them, never drop them silently.
    if (raw.accepted || !blobMapping || raw.stage !== 'load' || !unknown) break;
    d = dropUnknownKey(d, unknown, 'unknown to RocksDB 7.8.3 (a TRocksDB / RocksDB 6.4.6 option)');
  }
  if (!raw) throw new Error('unreachable');
  const pd = { ...p, dialect: d };
  const findings = p.findings;
  const where = raw.accepted ? undefined : locate(raw.status, pd);
  const changes = raw.accepted
    ? diffOptions(scanIni(d.text), scanIni(raw.persistedText), raw, (l) => d.lineMap[l - 1] ?? l, engineLabel(engine))
    : [];
  return {
    ...base,
    ...mapping(d),
    ok: raw.accepted && !findings.some((f) => f.severity === 'error'),
    accepted: raw.accepted,
    stage: raw.accepted ? null : (raw.stage as CheckResult['stage']),
    rocksdbStatus: raw.status,
    ...(where ?? {}),
    changes: [...p.redirects.map(sandboxedChange), ...changes],
    logWarnings: raw.logWarnings,
    effectiveOptions: d.text,
    persistedOptions: raw.persistedText,
  };
}
