import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { textFromBytes } from '@rocktune/calculator';

import { bytesFromText } from '../lib/byte-text.js';
import { checkOptions } from '../lib/index.js';
import { DEFAULTS, withLine } from './fixtures.js';

// Issue 36 item 11: validate decoded the file as UTF-8, so db_host_id=caf\xe9 ran as caf\xef\xbf\xbd.
describe('an OPTIONS file reaches the engine byte for byte', () => {
  it('textFromBytes then bytesFromText gives back any bytes, and leaves UTF-8 text as it is', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), (bytes) => {
        expect(Buffer.compare(bytesFromText(textFromBytes(bytes)), Buffer.from(bytes))).toBe(0);
      }),
      { seed: 36, numRuns: 2000 },
    );
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 40 }), (text) => {
        expect(textFromBytes(Buffer.from(text, 'utf8'))).toBe(text);
      }),
      { seed: 36, numRuns: 500 },
    );
  });

  it('runs db_host_id=caf\\xe9 as those bytes and reports no change', async () => {
    const latin1 = Buffer.concat([Buffer.from('  db_host_id=caf'), Buffer.from([0xe9])]);
    const text = withLine(DEFAULTS, '[DBOptions]', textFromBytes(latin1));
    const r = await checkOptions(text);
    expect(r.accepted).toBe(true);
    expect(r.changes.find((c) => c.key === 'db_host_id')).toBeUndefined();
    const persisted = bytesFromText(r.persistedOptions);
    expect(persisted.includes(Buffer.concat([Buffer.from('db_host_id=caf'), Buffer.from([0xe9, 0x0a])]))).toBe(true);
  });
});
