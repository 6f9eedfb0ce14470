#!/usr/bin/env node
// RocksDB's own option tests as OPTIONS files (issue 34): the option strings its tests hand to
// Get{DB,ColumnFamily,BlockBasedTable}OptionsFromString and the OPTIONS file texts they parse, lifted from
// options/options_test.cc, utilities/options/options_util_test.cc and tools/db_bench_tool_test.cc at each tag.
// Reads a facebook/rocksdb git directory (nothing of it is copied but the strings); writes one file per case:
//   node tools/engine-judge/rocksdb-tests.mjs --git GIT_DIR [--tags vX.Y.Z,...] [--judge] [OUT_DIR]
// (the tags default to the judged releases of versions.txt)
// An option string goes into that release's own engine-written defaults.ini, in the section its call names; a file
// text is written as it is. --judge runs each file through that release's jar (strict load, DB::Open, the OPTIONS
// file it writes back) and keeps the verdicts in OUT_DIR/<version>/verdicts.json (bench/lint-vs-engine compares lint).
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { DEFAULT_VERSIONS } from './jars.mjs';
import { judgeFiles } from './judge.mjs';

const ROOT = resolve(import.meta.dirname, '..', '..');
const SOURCES = ['options/options_test.cc', 'utilities/options/options_util_test.cc', 'tools/db_bench_tool_test.cc'];
const SECTION_OF_CALL = {
  GetDBOptionsFromString: '[DBOptions]',
  GetColumnFamilyOptionsFromString: '[CFOptions "default"]',
  GetBlockBasedTableOptionsFromString: '[TableOptions/BlockBasedTable "default"]',
};
const CALL = /\b(GetDBOptionsFromString|GetColumnFamilyOptionsFromString|GetBlockBasedTableOptionsFromString)\s*\(/g;
const ESCAPES = { n: '\n', t: '\t', r: '\r', '\\': '\\', '"': '"', "'": "'", 0: '\0' };

function usage(message) {
  process.stderr.write(`${message}\nusage: rocksdb-tests.mjs --git GIT_DIR [--tags vX.Y.Z,...] [--judge] [OUT_DIR]\n`);
  process.exit(2);
}

/** The C++ string literal starting at `at` (plain or raw): its text and where it ends, or undefined. */
function literalAt(src, at) {
  const raw = /^R"([^(\s]*)\(/.exec(src.slice(at, at + 20));
  if (raw) {
    const close = src.indexOf(`)${raw[1]}"`, at + raw[0].length);
    return close === -1 ? undefined : { text: src.slice(at + raw[0].length, close), end: close + raw[1].length + 2 };
  }
  if (src[at] !== '"') return undefined;
  let text = '';
  for (let i = at + 1; i < src.length; i++) {
    if (src[i] === '"') return { text, end: i + 1 };
    if (src[i] === '\\') text += ESCAPES[src[++i]] ?? src[i];
    else text += src[i];
  }
  return undefined;
}

/** Adjacent literals from `at` ("a" "b" is "ab"); undefined when anything else stands between them. */
function literalGroup(src, at) {
  let pos = at;
  let text = '';
  let found = false;
  for (;;) {
    while (/\s/.test(src[pos] ?? '')) pos++;
    const lit = literalAt(src, pos);
    if (!lit) return found ? { text, end: pos } : undefined;
    text += lit.text;
    pos = lit.end;
    found = true;
  }
}

/** Every string literal group of a call's arguments that is a whole argument. */
function callStrings(src, open) {
  const out = [];
  let depth = 1;
  for (let i = open; i < src.length && depth > 0; i++) {
    const c = src[i];
    if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (c === '"' || (c === 'R' && src[i + 1] === '"')) {
      const group = literalGroup(src, i);
      if (!group) continue;
      const after = src.slice(group.end).trimStart()[0];
      const before = src.slice(0, i).trimEnd().at(-1);
      if ((before === ',' || before === '(') && (after === ',' || after === ')')) out.push(group.text);
      i = group.end - 1;
    }
  }
  return out;
}

/** `k=v;k={a=1;b=2};...` split at the top-level ';' (the pieces as written, trimmed, empty ones dropped). */
function topLevelPieces(options) {
  const pieces = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i <= options.length; i++) {
    const c = options[i];
    if (c === '{') depth++;
    else if (c === '}') depth--;
    if (i === options.length || (c === ';' && depth <= 0)) {
      const piece = options.slice(start, i).trim();
      if (piece) pieces.push(piece);
      start = i + 1;
    }
  }
  return pieces;
}

/** `base` (an OPTIONS file) with each piece set in `header`'s section: a key's line replaced, else added first. */
function withPieces(base, header, pieces) {
  const lines = base.split('\n');
  const start = lines.findIndex((l) => l.trim() === header);
  if (start === -1) return undefined;
  let end = start + 1;
  while (end < lines.length && !lines[end].startsWith('[')) end++;
  const added = [];
  for (const piece of pieces) {
    const key = piece.split('=')[0].trim();
    const at = piece.includes('=') ? lines.slice(start + 1, end).findIndex((l) => l.split('=')[0].trim() === key) : -1;
    if (at === -1) added.push(`  ${piece}`);
    else lines[start + 1 + at] = `  ${piece}`;
  }
  lines.splice(start + 1, 0, ...added);
  return lines.join('\n');
}

/** The cases of one source at one tag: { name, text } with the release's defaults.ini as the base of option strings. */
function casesOf(src, source, base) {
  const cases = [];
  for (const m of src.matchAll(CALL)) {
    const header = SECTION_OF_CALL[m[1]];
    for (const options of callStrings(src, m.index + m[0].length)) {
      const text = withPieces(base, header, topLevelPieces(options));
      if (text !== undefined) cases.push({ kind: m[1], text });
    }
  }
  for (let i = src.indexOf('"'); i !== -1; i = src.indexOf('"', i + 1)) {
    const start = src[i - 1] === 'R' ? i - 1 : i;
    const group = literalGroup(src, start);
    if (!group) continue;
    if (/\[(?:DBOptions|CFOptions|Version)\b/.test(group.text)) cases.push({ kind: 'file-text', text: group.text });
    i = group.end - 1;
  }
  return cases.map((c) => ({ ...c, source }));
}

/** Each file through the release's jar; the verdicts (the persisted OPTIONS text included: the readback) beside them. */
async function judgeDir(version, dir, files) {
  const verdicts = await judgeFiles(
    version,
    files.map((f) => join(dir, f)),
  );
  const kept = verdicts.map((v) => ({ ...v, file: relative(dir, v.file) }));
  writeFileSync(join(dir, 'verdicts.json'), `${JSON.stringify(kept, null, 1)}\n`);
}

async function main(argv) {
  const gi = argv.indexOf('--git');
  const git = gi === -1 ? usage('--git GIT_DIR is required') : argv[gi + 1];
  const ti = argv.indexOf('--tags');
  const tags = (ti === -1 ? DEFAULT_VERSIONS.map((v) => `v${v}`).join(',') : (argv[ti + 1] ?? usage('--tags needs a list')))
    .split(',')
    .filter(Boolean);
  const outDir = argv.filter((a, i) => !a.startsWith('--') && argv[i - 1] !== '--git' && argv[i - 1] !== '--tags')[0];
  const judge = argv.includes('--judge');
  const out = resolve(outDir ?? join(ROOT, 'fixtures', 'options-files', 'rocksdb-tests'));
  for (const tag of tags) {
    const version = tag.replace(/^v/, '');
    let base;
    try {
      base = readFileSync(join(ROOT, 'fixtures', 'options-files', 'engine-written', version, 'defaults.ini'), 'utf8');
    } catch {
      usage(`no engine-written defaults.ini for ${version} (fixtures/options-files/engine-written/${version}/)`);
    }
    const dir = join(out, version);
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    const seen = new Set();
    const index = [];
    for (const source of SOURCES) {
      let src;
      try {
        src = execFileSync('git', ['--git-dir', git, 'show', `${tag}:${source}`], { encoding: 'utf8', maxBuffer: 64 << 20, stdio: 'pipe' });
      } catch {
        process.stderr.write(`rocksdb-tests: ${tag} has no ${source}\n`);
        continue;
      }
      for (const c of casesOf(src, source, base)) {
        const hash = createHash('sha256').update(c.text).digest('hex').slice(0, 12);
        if (seen.has(hash)) continue;
        seen.add(hash);
        const file = `${source.split('/').pop().replace(/\.cc$/, '')}-${hash}.ini`;
        writeFileSync(join(dir, file), c.text);
        index.push({ file, source: `${tag}:${source}`, kind: c.kind });
      }
    }
    writeFileSync(join(dir, 'cases.json'), `${JSON.stringify(index, null, 1)}\n`);
    process.stderr.write(`rocksdb-tests: ${tag}: ${index.length} cases in ${dir}\n`);
    if (judge)
      await judgeDir(
        version,
        dir,
        index.map((c) => c.file),
      );
  }
}

main(process.argv.slice(2)).catch((e) => {
  process.stderr.write(`rocksdb-tests: ${e.message}\n`);
  process.exit(1);
});
