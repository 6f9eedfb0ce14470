import { renameSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { FailureError } from '../cli-kit/errors.js';
import type { Io } from '../cli-kit/io.js';

/** Writes to -o FILE atomically (temp file + rename, so a reader never sees half a file), else to stdout. */
export function writeOutput(text: string, outFile: string | undefined, io: Io): void {
  if (outFile === undefined || outFile === '-') {
    io.stdout(text);
    return;
  }
  const target = resolve(io.cwd, outFile);
  const temp = `${target}.rocktune-${process.pid}.tmp`;
  try {
    writeFileSync(temp, text);
    renameSync(temp, target);
  } catch (error) {
    throw new FailureError(`-o ${outFile}: cannot write (${(error as NodeJS.ErrnoException).code ?? String(error)})`);
  }
  io.stderr(`rocktune: wrote ${outFile}\n`);
}
