import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { getEngineProfile, listEngineProfiles } from '../../src/index.js';
import { buildProfileData } from '../../../../tools/profiles/profile.mjs';

// One profile per minor release line from 5.18 on, each read at the line's last patch tag, checked against the tags
// of a facebook/rocksdb git directory (ROCKTUNE_ROCKSDB_GIT=/path/to/rocksdb/.git; skipped without it).
const repo = process.env.ROCKTUNE_ROCKSDB_GIT;
const skipped =
  repo === undefined
    ? 'set ROCKTUNE_ROCKSDB_GIT to a git directory of facebook/rocksdb'
    : existsSync(repo)
      ? undefined
      : `${repo} does not exist`;

function lastPatchOfEveryMinor(gitDir: string): Map<string, string> {
  const tags = execFileSync('git', ['--git-dir', gitDir, 'tag', '--list', 'v*'], { encoding: 'utf8' })
    .split('\n')
    .filter((t) => /^v\d+\.\d+\.\d+$/.test(t));
  const parts = (t: string) => t.slice(1).split('.').map(Number) as [number, number, number];
  tags.sort((a, b) => parts(a).reduce((d, x, i) => d || x - (parts(b)[i] ?? 0), 0));
  const last = new Map<string, string>();
  for (const t of tags) {
    const [major, minor] = parts(t);
    if (major > 5 || (major === 5 && minor >= 18)) last.set(`${major}.${minor}`, t);
  }
  return last;
}

describe('release lines', () => {
  it.skipIf(skipped !== undefined)(
    `a profile for the last patch of every minor from 5.18, at its tag's commit${skipped ? ` (skipped: ${skipped})` : ''}`,
    () => {
      const expected = lastPatchOfEveryMinor(repo as string);
      const profiles = listEngineProfiles().filter((p) => p.engine === 'rocksdb');
      expect(profiles.map((p) => p.source.tag)).toEqual([...expected.values()]);
      for (const p of profiles) {
        expect(p.id).toBe(`rocksdb@${p.source.tag.slice(1)}`);
        expect(
          execFileSync('git', ['--git-dir', repo as string, 'rev-parse', `refs/tags/${p.source.tag}^{commit}`], {
            encoding: 'utf8',
          }).trim(),
        ).toBe(p.source.commit);
      }
    },
  );
});

// Profiles are stored as their changes to a neighbour (facts included) and derived on use: a sample across the chain,
// both sides of the linked profile, re-read from its tag, must equal what the registry builds.
const SAMPLE = ['rocksdb@5.18.4', 'rocksdb@6.19.3', 'rocksdb@6.29.5', 'rocksdb@8.11.5', 'rocksdb@11.1.2', 'rocksdb@11.8.1'];
describe.each(SAMPLE)('%s as stored', (id) => {
  it.skipIf(skipped !== undefined)(`equals the profile read from its tag${skipped ? ` (skipped: ${skipped})` : ''}`, () => {
    const profile = getEngineProfile(id);
    const { options, ...facts } = buildProfileData({
      repo: repo as string,
      ref: profile.source.tag,
      engine: 'rocksdb',
      repoName: profile.source.repo,
    });
    const { id: _id, get: _get, sectionsOf: _sectionsOf, names: _names, options: stored, ...storedFacts } = profile;
    expect(storedFacts).toEqual(facts);
    expect(stored).toEqual(options);
  });
});
