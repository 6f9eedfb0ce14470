import process from 'node:process';
import { describeIoError } from './io-error.js';

/** Everything a command may touch of the outside world, so tests can run commands in-process. */
export interface Io {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  stderrIsTTY: boolean;
  env: Record<string, string | undefined>;
  cwd: string;
  /** All of standard input (`lint -`); the process's stdin when absent. */
  stdin?: () => Promise<string>;
}

/**
 * A write error on stdout (a full disk, a reader that went away, a read-only file) ends the run with one line and
 * exit 1, whether the stream reports it at once or later; stderr failing ends it quietly.
 */
function failOnWriteError(stream: NodeJS.WriteStream, name: 'stdout' | 'stderr'): (text: string) => void {
  let failed = false;
  const fail = (error: unknown): void => {
    if (failed) return;
    failed = true;
    if (name === 'stdout') {
      try {
        process.stderr.write(`rocktune: error: cannot write to stdout: ${describeIoError(error)}\n`);
      } catch {
        /* stderr is gone as well */
      }
    }
    process.exit(1);
  };
  stream.on('error', fail);
  return (text) => {
    if (failed) return;
    try {
      stream.write(text, (error) => {
        if (error) fail(error);
      });
    } catch (error) {
      fail(error);
    }
  };
}

export function processIo(): Io {
  return {
    stdout: failOnWriteError(process.stdout, 'stdout'),
    stderr: failOnWriteError(process.stderr, 'stderr'),
    stderrIsTTY: Boolean(process.stderr.isTTY),
    env: process.env,
    cwd: process.cwd(),
  };
}

/** ANSI styling for stderr, off when NO_COLOR is set (no-color.org) or stderr is not a terminal. */
export function stderrStyle(io: Io): {
  yellow: (s: string) => string;
  red: (s: string) => string;
  dim: (s: string) => string;
  bold: (s: string) => string;
} {
  const on = io.stderrIsTTY && !('NO_COLOR' in io.env && io.env.NO_COLOR !== '') && io.env.TERM !== 'dumb';
  const wrap = (code: number) => (s: string) => (on ? `\u001b[${code}m${s}\u001b[0m` : s);
  return { yellow: wrap(33), red: wrap(31), dim: wrap(2), bold: wrap(1) };
}
