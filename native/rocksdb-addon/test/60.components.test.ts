// The component names lint accepts (engines/data/components-observed.ts) are exactly what the linked
// RocksDB builds: each example name loads and runs as an object, a one-letter typo runs the default.
import { DEFAULT_TARGET, getEngineProfile, lintOptionsText, parseOptionsIni } from '@rocktune/calculator';
import { afterAll, describe, expect, it } from 'vitest';
import { inRange } from '../../../packages/calculator/src/engines/data/behaviours-observed.js';
import { OBSERVED_COMPONENTS } from '../../../packages/calculator/src/engines/data/components-observed.js';
import { BatchChecker } from '../lib/batch-check.js';
import { LINKED_VERSION } from './linked-version.js';

const checker = new BatchChecker();
afterAll(() => checker.close());

const DEFAULT_NAMES = new Set([
  'leveldb.BytewiseComparator',
  'SkipListFactory',
  'skip_list',
  'BlockBasedTable',
  'FlushBlockBySizePolicyFactory',
]);

const SECTION_LINE: Record<string, string> = {
  DBOptions: '[DBOptions]',
  CFOptions: '[CFOptions "default"]',
  'TableOptions/BlockBasedTable': '[TableOptions/BlockBasedTable "default"]',
};

function fileWith(section: string, line: string): string {
  // A [TableOptions/BlockBasedTable] section sets the table factory itself (table_factory=PlainTable then runs BlockBasedTable: rules.md L-table-factory-overridden).
  const sections = [
    '[DBOptions]',
    '[CFOptions "default"]',
    ...(line.startsWith('table_factory=') ? [] : ['[TableOptions/BlockBasedTable "default"]']),
  ];
  return `[Version]\n  rocksdb_version=${LINKED_VERSION}\n  options_file_version=1.1\n${sections.map((s) => (s === SECTION_LINE[section] ? `${s}\n  ${line}\n` : `${s}\n`)).join('')}`;
}

async function runs(section: string, option: string, value: string): Promise<string | undefined> {
  const v = await checker.check(fileWith(section, `${option}=${value}`));
  if (!v.accepted) return `refused: ${v.status}`;
  const persisted = parseOptionsIni(v.persistedText).document.sections.find((s) => s.title === section);
  const entry = persisted?.lines.find((l) => l.kind === 'entry' && l.key === option);
  return entry?.kind === 'entry' ? entry.value : undefined;
}

describe('component names: lint and RocksDB agree', () => {
  const profile = getEngineProfile(DEFAULT_TARGET);
  // An option the linked release no longer reads from a file (rate_limiter from 7.4) builds nothing to compare.
  for (const c of OBSERVED_COMPONENTS.filter((c) => !c.readIn || inRange(profile, c.readIn))) {
    it(`${c.name}: every listed name is built, a typo runs the default`, async () => {
      const fallback = profile.get(c.section, c.name)?.default || 'nullptr';
      // memtable factories other than the skip list need allow_concurrent_memtable_write=false to open.
      const usable = c.examples.filter((n) => c.name !== 'memtable_factory' || /skip/i.test(n)).map((n) => n.replace(/N$/, '8'));
      for (const name of usable) {
        // A name of the default object itself runs as the default; every other one must change it.
        if (!DEFAULT_NAMES.has(name)) expect(await runs(c.section, c.name, name), `${c.name}=${name}`).not.toBe(fallback);
        else expect(await runs(c.section, c.name, name), `${c.name}=${name}`).toBe(fallback);
        expect(lintOptionsText(fileWith(c.section, `${c.name}=${name}`)).findings.filter((f) => f.ruleId === 'unknown-component')).toEqual(
          [],
        );
      }
      const typo = `${usable[0] ?? 'Some'}Typo`;
      expect(await runs(c.section, c.name, typo), `${c.name}=${typo}`).toBe(fallback);
      expect(lintOptionsText(fileWith(c.section, `${c.name}=${typo}`)).findings.map((f) => f.ruleId)).toContain('unknown-component');
    });
  }
});
