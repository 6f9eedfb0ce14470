import { DEFAULT_TARGET, getEngineProfile } from '@rocktune/calculator';
import { describe, expect, it } from 'vitest';
import { packText, unpackText } from '../src/features/lint/lint-link.js';

describe('lint file in a link', () => {
  it('round-trips an OPTIONS file, smaller than the text', async () => {
    const text = `[Version]\n  rocksdb_version=${getEngineProfile(DEFAULT_TARGET).version}\n\n[CFOptions "default"]\n${'  write_buffer_size=168000000\n'.repeat(40)}ünïcode=1\n`;
    const packed = await packText(text);
    expect(packed).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(packed.length).toBeLessThan(text.length / 4);
    expect(await unpackText(packed)).toBe(text);
  });

  it('says undefined for data that is not a packed file', async () => {
    expect(await unpackText('not-a-packed-file')).toBeUndefined();
    expect(await unpackText('%%%')).toBeUndefined();
  });
});
