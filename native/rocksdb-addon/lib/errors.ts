// Typed engine errors. Callers branch on `code`, never on the message (classic-level habit).

export const ENGINE_ERROR_CODES = [
  'ENGINE_INVALID_ARGUMENT', // input failed validation (TS) or a param the C++ side could not read
  'ENGINE_OPTIONS_REJECTED', // the engine refused the OPTIONS file
  'ENGINE_LINT_REFUSED', // lint found an error-level finding: the engine was never started on the file
  'ENGINE_OPEN_FAILED', // DB::Open failed for a reason other than the options
  'ENGINE_MEMORY_EXCEEDED', // the memtables would not fit in the host's memory
  'ENGINE_DISK_SPACE', // not enough free disk space for the planned data
  'ENGINE_DB_DIR', // --db is not an empty directory
  'ENGINE_IO_ERROR', // a Put/Get/Close failed during a test
  'ENGINE_CRASHED', // the engine process died (abort, segfault, out of memory)
  'ENGINE_START_FAILED', // the engine process could not be started (the host out of processes or memory): nothing was judged
  'ENGINE_ABORTED', // cancelled through an AbortSignal
  'ENGINE_NOT_BUILT', // build/Release/rocktune_rocksdb.node is missing
  'ENGINE_LOAD_FAILED', // the .node exists but could not be loaded (e.g. librocksdb missing)
] as const;

export type EngineErrorCode = (typeof ENGINE_ERROR_CODES)[number];

export interface EngineErrorDetails {
  /** ENGINE_INVALID_ARGUMENT from validation: the input field at fault (its path), why, and the other fields the reason names. */
  field?: readonly string[];
  reason?: string;
  mentions?: readonly string[];
  /** RocksDB's own Status text, when RocksDB produced the error. */
  rocksdbStatus?: string;
  /** 1-based line of the OPTIONS text the error points at, when known. */
  line?: number;
  /** 1-based column, the lint rule and the section of a lint refusal. */
  column?: number;
  ruleId?: string;
  section?: string;
  lineText?: string;
  /** Last lines the engine process wrote to stderr (crashes). */
  stderrTail?: string;
  signal?: string;
  exitCode?: number;
}

export class EngineError extends Error {
  readonly code: EngineErrorCode;
  readonly details: EngineErrorDetails;

  constructor(code: EngineErrorCode, message: string, details: EngineErrorDetails = {}) {
    super(message);
    this.name = 'EngineError';
    this.code = code;
    this.details = details;
  }
}

export function isEngineErrorCode(v: unknown): v is EngineErrorCode {
  return typeof v === 'string' && (ENGINE_ERROR_CODES as readonly string[]).includes(v);
}

/** A fork the host refused: no verdict on anything, only a reason to try again. */
export function notStarted(err: Error): EngineError {
  return new EngineError(
    'ENGINE_START_FAILED',
    `could not start the engine process (${err.message}): the host is out of processes or memory, or the working directory is gone; nothing was judged, try again`,
  );
}
