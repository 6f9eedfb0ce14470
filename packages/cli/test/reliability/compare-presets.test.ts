import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runInProcess } from '../harness.js';

// Issue 21 item 5: a preset variant is the same file `generate -w PRESET` writes for the same flags.
const dir = mkdtempSync(join(tmpdir(), 'rocktune-compare-presets-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const HOST = ['--threads', '2', '--dram', '24GB', '--open-files', '10666', '--keys', '2e6'];

const optionLines = (ini: string): string[] => ini.split('\n').filter((l) => /^\s+\w+=/.test(l));

describe('compare --variants with presets', () => {
  it('tuned,defaults,presets plans every preset (the README example, --dry-run)', async () => {
    const out = join(dir, 'all');
    const r = await runInProcess(['compare', ...HOST, '--variants', 'tuned,defaults,presets', '--dry-run', '--out', out]);
    expect(r.stderr).not.toMatch(/error/);
    expect(r.code).toBe(0);
    for (const p of ['write-heavy', 'read-heavy', 'bulk-load', 'auto-tuned-compactions', 'dynamic-l0'])
      expect(r.stdout).toMatch(new RegExp(`^  ${p}: the ${p} preset`, 'm'));
  });

  it('a preset variant has the options generate -w writes (its own compression factor and key-value separation)', async () => {
    const out = join(dir, 'atc');
    const r = await runInProcess([
      'compare',
      ...HOST,
      '--value-size',
      '4000',
      '--variants',
      'auto-tuned-compactions',
      '--dry-run',
      '--out',
      out,
    ]);
    expect(r.code).toBe(0);
    const g = await runInProcess(['generate', ...HOST, '--value-size', '4000', '-w', 'auto-tuned-compactions']);
    expect(g.code).toBe(0);
    const variant = readFileSync(join(out, 'variants', 'auto-tuned-compactions.ini'), 'utf8');
    expect(optionLines(variant).length).toBeGreaterThan(10);
    expect(optionLines(variant)).toEqual(optionLines(g.stdout).filter((l) => !/block_cache=/.test(l) || variant.includes(l.trim())));
  });
});
