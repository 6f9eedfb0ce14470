// Instructions retired by one whole process (all its threads), counted by valgrind's callgrind: a start-up figure the
// load of a shared host does not move, unlike wall-clock time. undefined when valgrind is not installed.
import { spawnSync } from 'node:child_process';

export function valgrindAvailable(): boolean {
  return spawnSync('valgrind', ['--version'], { stdio: 'ignore' }).status === 0;
}

export function instructions(args: string[]): number {
  const r = spawnSync('valgrind', ['--tool=callgrind', '--callgrind-out-file=/dev/null', process.execPath, ...args], {
    encoding: 'utf8',
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const m = /I\s+refs:\s+([\d,]+)/.exec(r.stderr);
  // exit 1 is a finding (lint), not a failure
  if ((r.status !== 0 && r.status !== 1) || !m)
    throw new Error(`callgrind of ${args.join(' ')} failed: ${r.stderr.split('\n').slice(-3).join(' ')}`);
  return Number(m[1]!.replaceAll(',', ''));
}
