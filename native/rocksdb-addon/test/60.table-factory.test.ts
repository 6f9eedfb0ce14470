// Which table factory runs when CFOptions' table_factory and the [TableOptions/<Factory>] section disagree:
// the linked RocksDB builds the section's, silently, and lint warns (rules.md L-table-factory-overridden).
import { lintOptionsText, parseOptionsIni } from '@rocktune/calculator';
import { afterAll, describe, expect, it } from 'vitest';
import { BatchChecker } from '../lib/batch-check.js';
import { LINKED_VERSION } from './linked-version.js';

const checker = new BatchChecker();
afterAll(() => checker.close());

const file = (tableFactory: string, section: string) =>
  `[Version]\n  rocksdb_version=${LINKED_VERSION}\n  options_file_version=1.1\n[DBOptions]\n[CFOptions "default"]\n  table_factory=${tableFactory}\n[TableOptions/${section} "default"]\n`;

async function runs(text: string): Promise<{ factory: string | undefined; section: string | undefined }> {
  const v = await checker.check(text);
  expect(v.status).toBe('OK');
  const doc = parseOptionsIni(v.persistedText).document;
  const cf = doc.sections.find((s) => s.kind === 'CFOptions')?.lines.find((l) => l.kind === 'entry' && l.key === 'table_factory');
  return { factory: cf?.kind === 'entry' ? cf.value : undefined, section: doc.sections.find((s) => s.kind === 'TableOptions')?.factory };
}

const warned = (text: string) =>
  lintOptionsText(text).findings.some((f) => f.ruleId === 'table-factory-overridden' && f.severity === 'warning');

describe('table_factory against the table section', () => {
  it.each([
    { factory: 'PlainTable', section: 'BlockBasedTable', runs: 'BlockBasedTable', lint: 'warns' },
    { factory: 'BlockBasedTable', section: 'PlainTable', runs: 'PlainTable', lint: 'warns' },
    { factory: 'PlainTable', section: 'PlainTable', runs: 'PlainTable', lint: 'is quiet' },
  ])('table_factory=$factory beside [TableOptions/$section]: $runs runs, lint $lint', async ({ factory, section, runs: running, lint }) => {
    const text = file(factory, section);
    expect(await runs(text)).toEqual({ factory: running, section: running });
    expect(warned(text)).toBe(lint === 'warns');
  });
});
