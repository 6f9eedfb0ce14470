#!/usr/bin/env node
// Writes one engine profile per source tree and tag into packages/calculator/src/engines/data/,
// read straight from the git directory (nothing is built):
//   node tools/profiles/generate.mjs --repo /path/to/rocksdb/.git-dir --tag v9.11.2
//   node tools/profiles/generate.mjs --repo /path/to/trocksdb --tag master --engine trocksdb --name KioxiaAmerica/trocksdb
// Review the diff; packages/calculator/test/engines/ checks the result.
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { buildProfileData } from './profile.mjs';
import { writeProfile } from './write.mjs';

const OUT = fileURLToPath(new URL('../../packages/calculator/src/engines/data/', import.meta.url));
const USAGE = 'usage: node tools/profiles/generate.mjs --repo GIT_DIR --tag TAG [--tag TAG ...] [--engine rocksdb|trocksdb] [--name owner/repo]';

let args;
try {
  args = parseArgs({ options: { repo: { type: 'string' }, tag: { type: 'string', multiple: true }, engine: { type: 'string', default: 'rocksdb' }, name: { type: 'string' }, help: { type: 'boolean' } } }).values;
} catch (error) {
  console.error(`generate.mjs: ${error.message}\n${USAGE}`);
  process.exit(2);
}
if (args.help) {
  console.log(USAGE);
  process.exit(0);
}
if (!args.repo || !args.tag?.length || !['rocksdb', 'trocksdb'].includes(args.engine)) {
  console.error(`generate.mjs: --repo and --tag are required; --engine is rocksdb or trocksdb\n${USAGE}`);
  process.exit(2);
}
const repoName = args.name ?? (args.engine === 'trocksdb' ? 'KioxiaAmerica/trocksdb' : 'facebook/rocksdb');
for (const tag of args.tag) {
  const data = buildProfileData({ repo: args.repo, ref: tag, engine: args.engine, repoName });
  const path = writeProfile(OUT, data, `tools/profiles/generate.mjs from ${repoName} ${tag} (${data.source.commit.slice(0, 12)})`);
  console.log(`${data.engine}@${data.version}: ${data.options.length} options -> ${path}`);
}
