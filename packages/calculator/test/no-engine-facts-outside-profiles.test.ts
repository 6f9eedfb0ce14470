// RocksDB's defaults and limits live in the engine profiles (src/engines/data): no other source file may state
// them as a number. The facts looked for are read from the profiles themselves: every clip range and bulk-load
// value, the default block cache, and the defaults of the options the sizing rules, the scale model and the
// memory model fall back on. A literal (`64 * 2 ** 20`, `2n ** 60n`, `67108864`, `1 << 30`, `64 * KIB`)
// anywhere in a line, code, string or comment, that evaluates to one of them fails, unless the allow-list below
// names it as the guide's or rocktune's own number with the rule that owns it.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { getEngineProfile, listEngineProfiles } from '../src/index.js';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const SCANNED = ['packages/calculator/src', 'packages/cli/src', 'packages/web/src', 'native/rocksdb-addon/lib'];
const PROFILE_DATA = 'packages/calculator/src/engines/data';

/** Options whose default a rule, the scale model or the memory model uses when a file leaves the option out. */
const RELIED_ON_DEFAULTS = [
  'write_buffer_size',
  'max_write_buffer_number',
  'target_file_size_base',
  'max_bytes_for_level_base',
  'blob_file_size',
  'vlogfile_max_size',
  'soft_pending_compaction_bytes_limit',
  'hard_pending_compaction_bytes_limit',
];
/** Below this a number (2, 4, 4096...) is too common to be told apart from a count or a unit. */
const SMALLEST_FACT = 2n ** 16n;

function engineFacts(): Map<bigint, string> {
  const facts = new Map<bigint, string>();
  const add = (value: bigint | number | string, what: string) => {
    const v = BigInt(value);
    if (v >= SMALLEST_FACT && !facts.has(v)) facts.set(v, what);
  };
  const profiles = listEngineProfiles().map(({ id }) => getEngineProfile(id));
  for (const p of profiles) {
    for (const o of p.options) {
      if (o.clippedTo) add(o.clippedTo.min, `${p.id} ${o.name} clip minimum`);
      if (o.clippedTo?.max !== undefined) add(o.clippedTo.max, `${p.id} ${o.name} clip maximum`);
    }
    add(p.bulkLoad.level0Trigger, `${p.id} PrepareForBulkLoad L0 trigger`);
    add(p.bulkLoad.maxCompactionBytes, `${p.id} PrepareForBulkLoad max_compaction_bytes`);
    add(p.defaults.blockCacheBytes, `${p.id} default block cache`);
  }
  for (const p of profiles) {
    for (const name of RELIED_ON_DEFAULTS) {
      const value = p.get('CFOptions', name)?.default.split(':')[0];
      if (value !== undefined && /^\d+$/.test(value)) add(value, `${p.id} ${name} default`);
    }
  }
  return facts;
}

/**
 * Numbers that equal an engine fact but are not one, each with its owner. `file` is relative to the repository,
 * `literal` the expression as written.
 */
const ALLOWED: { file: string; literal: string; owner: string }[] = [
  { file: 'packages/calculator/src/units.ts', literal: '2 ** 30', owner: 'unit: GiB, the one home of the binary units' },
  {
    file: 'packages/calculator/src/sizing/cache-reserve-bytes.ts',
    literal: '8 * 2 ** 20',
    owner: "rules.md R23: the block cache reserve, rocktune's own",
  },
  { file: 'packages/calculator/src/input/limits.ts', literal: '64 * 2 ** 20', owner: 'input bound: the smallest --dram rocktune accepts' },
  { file: 'packages/calculator/src/scale/scaled-options.ts', literal: '64 * KIB', owner: 'rules.md X-scale: the 64 KiB block cache floor' },
  { file: 'packages/cli/src/flags/memory-limit.ts', literal: '64 * 2 ** 20', owner: 'flag bound: the smallest compare --memory-limit' },
  {
    file: 'packages/cli/src/hardware/cgroup.ts',
    literal: '2 ** 60',
    owner: 'cgroup v1\'s "no limit" threshold (memory.limit_in_bytes), not RocksDB',
  },
  { file: 'packages/cli/src/render/json-stream.ts', literal: '1 << 16', owner: 'output chunk size' },
  {
    file: 'packages/calculator/src/options-ini/byte-text.ts',
    literal: '0x10000',
    owner: "UTF-16: the first code point past the BMP (surrogate pairs' offset)",
  },
  {
    file: 'packages/cli/src/cli-kit/bounded-read.ts',
    literal: '64 * 2 ** 20',
    owner: 'input bound: the most rocktune reads from one file or stdin',
  },
];

const UNITS: Record<string, bigint> = { KIB: 2n ** 10n, MIB: 2n ** 20n, GIB: 2n ** 30n };
const NUMBER = String.raw`(?:0[xX][0-9a-fA-F_]+|\d[\d_]*(?:\.\d+)?(?:[eE]\d+)?)n?|KIB|MIB|GIB`;
const EXPRESSION = new RegExp(String.raw`(?<![\w.])\(?(?:${NUMBER})\)?(?:\s*(?:\*\*|\*|<<)\s*\(?(?:${NUMBER})\)?)*(?![\w.])`, 'g');

function operand(text: string): bigint | undefined {
  const t = text.replace(/[()_\s]/g, '').replace(/n$/, '');
  if (UNITS[t] !== undefined) return UNITS[t];
  if (/^0[xX]/.test(t) || /^\d+$/.test(t)) return BigInt(t);
  const n = Number(t);
  return Number.isInteger(n) ? BigInt(n) : undefined;
}

const both = (a: bigint | undefined, b: bigint | undefined, op: (x: bigint, y: bigint) => bigint) =>
  a === undefined || b === undefined ? undefined : op(a, b);
const TIMES = /(?<!\*)\*(?!\*)/;

/** `a ** b ** c`, right to left. */
function power(factor: string): bigint | undefined {
  const [last, ...rest] = factor.split('**').map(operand).reverse();
  return rest.reduce((exp, base) => both(base, exp, (x, y) => x ** y), last);
}

/** Evaluates `a * b ** c << d` (** binds tighter than *, * tighter than <<); undefined for a non-integer. */
function evaluate(expression: string): bigint | undefined {
  const [first, ...shifts] = expression.split('<<').map((term) =>
    term
      .split(TIMES)
      .map(power)
      .reduce((a, b) => both(a, b, (x, y) => x * y), 1n as bigint | undefined),
  );
  return shifts.reduce((a, b) => both(a, b, (x, y) => x << y), first);
}

/**
 * The literal expressions of a line (at least one number in each: a unit name alone is not a literal), each with
 * its tails after a top-level `*`, longest first (`2 * 64 * 2 ** 20` holds `64 * 2 ** 20`).
 */
function literals(line: string): string[][] {
  return [...line.matchAll(EXPRESSION)]
    .map(([whole]) => whole.replace(/[()]/g, '').trim())
    .filter((whole) => /\d/.test(whole))
    .map((whole) => {
      if (whole.includes('<<')) return [whole];
      const factors = whole.split(TIMES);
      return factors.map((_, i) => factors.slice(i).join('*').trim()).filter((e) => /\d/.test(e));
    });
}

interface Finding {
  file: string;
  line: number;
  literal: string;
  fact: string;
}

/** The first (longest) form of each literal that states a fact. */
function scan(file: string, text: string, facts: Map<bigint, string>): Finding[] {
  return text.split('\n').flatMap((line, i) =>
    literals(line).flatMap((forms) => {
      for (const literal of forms) {
        const value = evaluate(literal);
        const fact = value === undefined ? undefined : facts.get(value);
        if (fact) return [{ file, line: i + 1, literal: literal.replace(/\s+/g, ' '), fact }];
      }
      return [];
    }),
  );
}

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((d) => {
    const path = `${dir}/${d.name}`;
    if (d.isDirectory()) return path === PROFILE_DATA ? [] : sourceFiles(path);
    return /\.(ts|tsx|mjs)$/.test(d.name) ? [path] : [];
  });
}

const FACTS = engineFacts();
const FINDINGS = SCANNED.flatMap(sourceFiles).flatMap((file) => scan(file, readFileSync(join(ROOT, file), 'utf8'), FACTS));
const listed = (f: Finding, list: readonly { file: string; literal: string }[]) =>
  list.some((a) => a.file === f.file && a.literal === f.literal);

describe('no RocksDB default or limit outside the profile data', () => {
  it('reads the facts from the profiles', () => {
    expect(FACTS.get(67108864n)).toMatch(/write_buffer_size default|target_file_size_base default/);
    expect(FACTS.get(2n ** 60n)).toMatch(/max_compaction_bytes/);
    expect(FACTS.get(65536n)).toMatch(/write_buffer_size clip minimum/);
  });

  it('finds such a literal when one is there (the scan works): the limits the sizing rules once kept as constants', () => {
    const before = [
      'export const ROCKSDB = {',
      '  minWriteBufferSize: 64 * 2 ** 10,',
      '  maxWriteBufferSize: 64 * 2 ** 30,',
      '  unlimitedTrigger: 2 ** 30,',
      '  unlimitedCompactionBytes: 2n ** 60n,',
      '  defaultTargetFileSize: 64 * 2 ** 20,',
      '  defaultLevelBase: 256 * 2 ** 20,',
      '  formula: `1 << 30 = ${x}`, limit: 68719476736, half: 2 * 64 * 2 ** 20, cache: 8 * 2 ** 20, floor: 64 * KIB,',
      '};',
    ].join('\n');
    expect(scan('x.ts', before, FACTS).map((f) => f.literal)).toEqual([
      '64 * 2 ** 10',
      '64 * 2 ** 30',
      '2 ** 30',
      '2n ** 60n',
      '64 * 2 ** 20',
      '256 * 2 ** 20',
      '1 << 30',
      '68719476736',
      '64 * 2 ** 20',
      '8 * 2 ** 20',
      '64 * KIB',
    ]);
    expect(scan('x.ts', 'const a = 100e6 / 8; const b = 2e6; const c = 4 * 2 ** 10; const d = 1 << 20;', FACTS)).toEqual([]);
  });

  it(`${SCANNED.join(', ')} state none outside ${PROFILE_DATA}`, () => {
    const unexplained = FINDINGS.filter((f) => !listed(f, ALLOWED)).map((f) => `${f.file}:${f.line}: ${f.literal} (${f.fact})`);
    expect(unexplained).toEqual([]);
  });

  it('every allowed entry is still there (the list only shrinks)', () => {
    const stale = ALLOWED.filter((a) => !FINDINGS.some((f) => f.file === a.file && f.literal === a.literal));
    expect(stale).toEqual([]);
  });
});

// Small defaults (2 background jobs, 7 levels, -1 for "off") are too common to find as bare numbers, but a fallback
// written right after the option's name (`ctx.number(db, 'max_background_jobs') ?? 2`) states one unmistakably.
/** Option name -> every numeric default it has in some profile, 0 left out (a fallback to nothing is no claim). */
function optionDefaults(): Map<string, Set<number>> {
  const out = new Map<string, Set<number>>();
  for (const { id } of listEngineProfiles()) {
    for (const o of getEngineProfile(id).options) {
      const value = Number(o.default.split(':')[0]);
      if (o.default === '' || !Number.isFinite(value) || value === 0) continue;
      out.set(o.name, (out.get(o.name) ?? new Set()).add(value));
    }
  }
  return out;
}

const FALLBACK = /'([a-z][a-z0-9_]*)'\)\s*\?\?\s*(-?\d+(?:\.\d+)?)(?![\w.])/g;

function fallbacks(file: string, text: string, defaults: Map<string, Set<number>>): string[] {
  return text
    .split('\n')
    .flatMap((line, i) =>
      [...line.matchAll(FALLBACK)]
        .filter(([, name, n]) => defaults.get(name as string)?.has(Number(n)))
        .map(([whole]) => `${file}:${i + 1}: ${whole}`),
    );
}

describe('no option default restated as a fallback', () => {
  const defaults = optionDefaults();

  it('finds one when it is there (the scan works)', () => {
    const before =
      "const jobs = ctx.number(db, 'max_background_jobs') ?? 2;\nconst f = ctx.number(db, 'max_background_flushes') ?? -1;\nconst l = ctx.number(cf, 'num_levels') ?? 7;";
    expect(fallbacks('x.ts', before, defaults)).toHaveLength(3);
    expect(
      fallbacks('x.ts', "ctx.number(s, 'compaction_readahead_size') ?? 0; ctx.number(cf, 'num_levels') ?? 70; x('a') ?? 7", defaults),
    ).toEqual([]);
  });

  it(`${SCANNED.join(', ')} write none`, () => {
    expect(SCANNED.flatMap(sourceFiles).flatMap((file) => fallbacks(file, readFileSync(join(ROOT, file), 'utf8'), defaults))).toEqual([]);
  });
});

// The engine's name for people is chosen in one place (engines/label.ts engineLabel); a second `? 'TRocksDB' :
// 'RocksDB'` drifts from it.
const LABEL_CHOICE = /'T?RocksDB'\s*:\s*'T?RocksDB'/;
const LABEL_HOME = 'packages/calculator/src/engines/label.ts';

describe('the engine label has one home', () => {
  it('finds a restated choice when there is one (the scan works)', () => {
    expect(LABEL_CHOICE.test("const g = `${p.engine === 'trocksdb' ? 'TRocksDB' : 'RocksDB'} 6`;")).toBe(true);
    expect(LABEL_CHOICE.test("label: 'TRocksDB (KIOXIA, VLog)'")).toBe(false);
  });

  it(`${SCANNED.join(', ')} choose it only in ${LABEL_HOME}`, () => {
    const restated = SCANNED.flatMap(sourceFiles)
      .filter((file) => file !== LABEL_HOME && LABEL_CHOICE.test(readFileSync(join(ROOT, file), 'utf8')))
      .sort();
    expect(restated).toEqual([]);
  });
});
