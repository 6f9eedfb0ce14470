// `rocktune <argv>` run in this process from the CLI's sources, as the bench commands drive it.
import type { Io } from '../../packages/cli/src/cli-kit/io.js';
import { runCli } from '../../packages/cli/src/run.js';
import { ROOT } from './results.js';

/** What the command printed on stdout; its stderr (progress) passes through unless `quiet`. Throws when it exits non-zero. */
export async function runRocktune(argv: string[], quiet = false): Promise<string> {
  let stdout = '';
  const io: Io = {
    stdout: (t) => void (stdout += t),
    stderr: quiet ? () => undefined : (t) => void process.stderr.write(t),
    stderrIsTTY: false,
    env: process.env,
    cwd: ROOT,
  };
  const code = await runCli(argv, io);
  if (code !== 0) throw new Error(`rocktune ${argv[0]} exited ${code}`);
  return stdout;
}
