import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { firstEntryOf, parseOptionsIni, sectionsOfKind } from '../../src/options-ini/index.js';

const header = fc.constantFrom(
  '[DBOptions]',
  '[CFOptions "a"]',
  '[CFOptions "b"]',
  '[CFOptions]',
  '[TableOptions/BlockBasedTable "a"]',
  '[Version]',
);
const entry = fc.tuple(fc.constantFrom('x', 'y', 'z'), fc.nat(9)).map(([k, v]) => `  ${k}=${v}`);
const documentText = fc.array(fc.oneof(header, entry), { maxLength: 40 }).map((lines) => lines.join('\n'));

describe('section index', () => {
  it('answers as a scan of the sections would, for every kind and argument', () => {
    fc.assert(
      fc.property(documentText, (text) => {
        const { document } = parseOptionsIni(text);
        for (const kind of ['DBOptions', 'CFOptions', 'TableOptions', 'Version'] as const) {
          expect(sectionsOfKind(document, kind)).toEqual(document.sections.filter((s) => s.kind === kind));
          for (const arg of ['', 'a', 'b'])
            expect(sectionsOfKind(document, kind, arg)).toEqual(document.sections.filter((s) => s.kind === kind && (s.arg ?? '') === arg));
        }
      }),
      { seed: 36, numRuns: 200 },
    );
  });

  it('gives the first entry of a duplicated key, the one RocksDB keeps', () => {
    const { document } = parseOptionsIni('[DBOptions]\n  x=1\n  y=2\n  x=3\n');
    const db = document.sections[0]!;
    expect(firstEntryOf(db, 'x')?.value).toBe('1');
    expect(firstEntryOf(db, 'y')?.line).toBe(3);
    expect(firstEntryOf(db, 'w')).toBeUndefined();
  });
});
