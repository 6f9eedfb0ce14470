import { describe, expect, it } from 'vitest';
import { recommend, reproduceCommand } from '../src/index.js';

/** Issue 24: the Reproduce line carries key-value separation as asked, so a copied line lets the CLI decide as the page did. */
describe('reproduce line and key-value separation', () => {
  it.each(['auto', 'on', 'off'] as const)('--kv-separation %s stays %s', (mode) => {
    const r = recommend({ cpuThreads: 48, dramBytes: '128GB', kvSeparation: mode });
    if (!r.ok) throw new Error(r.code);
    expect(reproduceCommand(r.recommendation.input)).toContain(`--kv-separation ${mode}`);
  });

  it('the default is auto, and auto keeps 800-byte values inline for general (the CLI and the page open on the same file)', () => {
    const r = recommend({ cpuThreads: 48, dramBytes: '128GB' });
    if (!r.ok) throw new Error(r.code);
    expect(r.recommendation.input.kvSeparationMode).toBe('auto');
    expect(r.recommendation.options.some((o) => o.name === 'enable_blob_files')).toBe(false);
  });
});
