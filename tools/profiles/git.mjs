// Reads a source tree at a tag straight from a git directory (no work tree, nothing built).
import { spawnSync } from 'node:child_process';

function git(repo, args) {
  return spawnSync('git', ['-C', repo, ...args], { encoding: 'utf8', maxBuffer: 1 << 28 });
}

/** The file's text at `ref`, or undefined when the tree has no such file. */
export function show(repo, ref, path) {
  const result = git(repo, ['show', `${ref}:${path}`]);
  return result.status === 0 ? result.stdout : undefined;
}

/** The commit a tag or branch names. */
export function commitOf(repo, ref) {
  const result = git(repo, ['rev-parse', `${ref}^{commit}`]);
  if (result.status !== 0) throw new Error(`${repo}: no such ref ${ref}: ${result.stderr.trim()}`);
  return result.stdout.trim();
}

/** Release tags vX.Y.Z, oldest first. */
export function releaseTags(repo) {
  const result = git(repo, ['tag', '--list', 'v*']);
  return result.stdout
    .split('\n')
    .filter((t) => /^v\d+\.\d+\.\d+$/.test(t))
    .sort((a, b) => {
      const [x, y] = [a, b].map((t) => t.slice(1).split('.').map(Number));
      return x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
    });
}
