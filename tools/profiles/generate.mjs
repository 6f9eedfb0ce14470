#!/usr/bin/env node
// Writes one engine profile per source tree and tag into packages/calculator/src/engines/data/,
// read straight from the git directory (nothing is built):
//   node tools/profiles/generate.mjs --repo /path/to/rocksdb/.git-dir --tag v6.0.2 --tag v6.1.2 ...   (or --every-minor 5.18)
//   node tools/profiles/generate.mjs --repo /path/to/trocksdb --tag master --engine trocksdb --name KioxiaAmerica/trocksdb \
//     --base-repo /path/to/rocksdb/.git-dir   (stored as its changes to the linked upstream profile; --base-tag picks another)
// It also rewrites data/every.ts and data/first-screen.ts, the lists the registry loads.
// Review the diff; packages/calculator/test/engines/ checks the result.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { buildProfileData } from './profile.mjs';
import { releaseTags } from './git.mjs';
import { writeIndexes, writeProfile } from './write.mjs';

const OUT = fileURLToPath(new URL('../../packages/calculator/src/engines/data/', import.meta.url));
const USAGE =
  'usage: node tools/profiles/generate.mjs --repo GIT_DIR (--tag TAG [--tag TAG ...] | --every-minor X.Y) [--engine rocksdb|trocksdb] [--name owner/repo] [--base-repo GIT_DIR [--base-tag TAG]]';

let args;
try {
  args = parseArgs({
    options: {
      repo: { type: 'string' },
      tag: { type: 'string', multiple: true },
      engine: { type: 'string', default: 'rocksdb' },
      name: { type: 'string' },
      'base-repo': { type: 'string' },
      'base-tag': { type: 'string' },
      'every-minor': { type: 'string' },
      help: { type: 'boolean' },
    },
  }).values;
} catch (error) {
  console.error(`generate.mjs: ${error.message}\n${USAGE}`);
  process.exit(2);
}
if (args.help) {
  console.log(USAGE);
  process.exit(0);
}
if (args.repo && args['every-minor']) args.tag = [...(args.tag ?? []), ...lastPatchOfEveryMinor(args.repo, args['every-minor'])];
if (!args.repo || !args.tag?.length || !['rocksdb', 'trocksdb'].includes(args.engine)) {
  console.error(`generate.mjs: --repo and --tag are required; --engine is rocksdb or trocksdb\n${USAGE}`);
  process.exit(2);
}
/** The last patch tag of every minor release line from `from` (X.Y) on: v5.18.4 v6.0.2 ... v11.8.1. */
function lastPatchOfEveryMinor(repo, from) {
  const [fromMajor, fromMinor] = from.split('.').map(Number);
  const byMinor = new Map();
  for (const tag of releaseTags(repo)) {
    const [major, minor] = tag.slice(1).split('.').map(Number);
    if (major > fromMajor || (major === fromMajor && minor >= fromMinor)) byMinor.set(`${major}.${minor}`, tag);
  }
  return [...byMinor.values()];
}

const repoName = args.name ?? (args.engine === 'trocksdb' ? 'KioxiaAmerica/trocksdb' : 'facebook/rocksdb');

/**
 * Upstream profiles are stored as their changes to the neighbouring profile on the way to the
 * linked engine's (the one full file, named in data/linked.ts): the next minor releases up and down from it,
 * each against its neighbour (7.9 and 7.7 against the linked one, 7.10 against 7.9, 5.18 against 6.0...).
 * Small changes keep the web bundle small. Pass every upstream tag in
 * one run: a profile's base must be generated with it.
 */
function linkedVersion() {
  const linked = /LINKED_PROFILE_ID\s*=\s*'rocksdb@([\d.]+)'/.exec(readFileSync(`${OUT}linked.ts`, 'utf8'))?.[1];
  if (!linked) throw new Error(`${OUT}linked.ts does not name a rocksdb@X.Y.Z profile`);
  return linked;
}

const numeric = (v) => v.split('.').map(Number);
const compare = (a, b) => numeric(a).reduce((d, x, i) => d || x - numeric(b)[i], 0);

const profiles = args.tag
  .map((tag) => buildProfileData({ repo: args.repo, ref: tag, engine: /** @type {'rocksdb' | 'trocksdb'} */ (args.engine), repoName }))
  .sort((a, b) => compare(a.version, b.version));
const linked = args.engine === 'rocksdb' ? linkedVersion() : undefined;
if (linked && profiles.length > 1 && !profiles.some((p) => p.version === linked)) {
  console.error(`generate.mjs: pass --tag v${linked} too: the other profiles are stored as changes leading to it`);
  process.exit(2);
}
// A TRocksDB profile may be stored as its changes to an upstream one (its own release line is not upstream's).
const baseTag = args['base-tag'] ?? `v${linkedVersion()}`;
const upstreamBase = args['base-repo']
  ? buildProfileData({ repo: args['base-repo'], ref: baseTag, engine: 'rocksdb', repoName: 'facebook/rocksdb' })
  : undefined;
profiles.forEach((data, i) => {
  const toward =
    upstreamBase ??
    (linked === undefined || data.version === linked ? undefined : compare(data.version, linked) < 0 ? profiles[i + 1] : profiles[i - 1]);
  const command = `tools/profiles/generate.mjs from ${repoName} ${data.source.tag} (${data.source.commit.slice(0, 12)})`;
  const path = writeProfile(OUT, data, command, toward);
  console.log(
    `${data.engine}@${data.version}: ${data.options.length} options${toward ? ` (stored as changes to ${toward.engine}@${toward.version})` : ''} -> ${path}`,
  );
});
writeIndexes(OUT, `rocksdb-${linkedVersion()}.ts`);
