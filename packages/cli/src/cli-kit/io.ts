import process from 'node:process';

/** Everything a command may touch of the outside world, so tests can run commands in-process. */
export interface Io {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  stderrIsTTY: boolean;
  env: Record<string, string | undefined>;
  cwd: string;
}

export function processIo(): Io {
  return {
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
    stderrIsTTY: Boolean(process.stderr.isTTY),
    env: process.env,
    cwd: process.cwd(),
  };
}

/** ANSI styling for stderr, off when NO_COLOR is set (no-color.org) or stderr is not a terminal. */
export function stderrStyle(io: Io): { yellow: (s: string) => string; red: (s: string) => string; dim: (s: string) => string; bold: (s: string) => string } {
  const on = io.stderrIsTTY && !('NO_COLOR' in io.env && io.env.NO_COLOR !== '') && io.env.TERM !== 'dumb';
  const wrap = (code: number) => (s: string) => (on ? `\u001b[${code}m${s}\u001b[0m` : s);
  return { yellow: wrap(33), red: wrap(31), dim: wrap(2), bold: wrap(1) };
}
