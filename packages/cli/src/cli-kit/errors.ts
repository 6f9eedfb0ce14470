/** Exit codes are a public contract: scripts branch on them. */
export const EXIT = { ok: 0, failure: 1, usage: 2 } as const;

/** Bad flags or values: one line on stderr naming the flag and what is allowed, exit 2, nothing written. */
export class UsageError extends Error {
  readonly exitCode = EXIT.usage;
  override name = 'UsageError';
}

/** The command ran but failed (e.g. infeasible sizing, RocksDB rejected the file): exit 1. */
export class FailureError extends Error {
  readonly exitCode = EXIT.failure;
  override name = 'FailureError';
}

/** A flag's value is not allowed (thrown by a FlagType's `parse`): the parser prefixes the flag's name. */
export class FlagValueError extends Error {}
