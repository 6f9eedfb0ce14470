import { clipRange, getEngineProfile } from '@rocktune/calculator';
import { describe, expect, it } from 'vitest';

import { checkOptions } from '../lib/index.js';
import { smallOptions } from './fixtures.js';
import { LINKED_VERSION } from './linked-version.js';

// The clip ranges in the engine profiles (read by tools/profiles from SanitizeOptions at the tag) are what the
// linked library runs: below the minimum, the file loads and the database runs the minimum.
const profile = getEngineProfile(`rocksdb@${LINKED_VERSION}`);
const ENGINE_VERDICT = { stopOnLintErrors: false } as const;

describe("the profile's SanitizeOptions clips vs the linked RocksDB", () => {
  it("runs write_buffer_size and max_write_buffer_number below the minimum at the profile's minimum", async () => {
    const r = await checkOptions(
      smallOptions(LINKED_VERSION, { cf: ['write_buffer_size=1000', 'max_write_buffer_number=1'] }),
      ENGINE_VERDICT,
    );
    expect(r.accepted).toBe(true);
    const byKey = new Map(r.changes.map((c) => [c.key, c]));
    expect(byKey.get('write_buffer_size')).toMatchObject({
      requested: '1000',
      effective: String(clipRange(profile, 'write_buffer_size').min),
      kind: 'sanitized',
    });
    expect(byKey.get('max_write_buffer_number')).toMatchObject({
      requested: '1',
      effective: String(clipRange(profile, 'max_write_buffer_number').min),
      kind: 'sanitized',
    });
  });

  it('leaves the minimum itself unchanged', async () => {
    const least = clipRange(profile, 'write_buffer_size').min;
    const r = await checkOptions(
      smallOptions(LINKED_VERSION, {
        cf: [`write_buffer_size=${least}`, `max_write_buffer_number=${clipRange(profile, 'max_write_buffer_number').min}`],
      }),
      ENGINE_VERDICT,
    );
    expect(r.accepted).toBe(true);
    expect(r.changes.filter((c) => c.key === 'write_buffer_size' || c.key === 'max_write_buffer_number')).toEqual([]);
  });

  it("runs write_buffer_size above the maximum at the profile's maximum", async () => {
    const { max } = clipRange(profile, 'write_buffer_size');
    const r = await checkOptions(smallOptions(LINKED_VERSION, { cf: [`write_buffer_size=${2 * (max ?? 0)}`] }), ENGINE_VERDICT);
    expect(r.accepted).toBe(true);
    expect(r.changes.find((c) => c.key === 'write_buffer_size')).toMatchObject({ effective: String(max), kind: 'sanitized' });
  });
});
