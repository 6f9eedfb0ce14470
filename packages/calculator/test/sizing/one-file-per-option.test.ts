import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DIALECTS, PRESET_IDS } from '../../src/index.js';
import { rec } from '../helpers.js';

const SIZING_DIR = new URL('../../src/sizing/', import.meta.url);

describe('house rule: one sizing file per emitted option, named after it', () => {
  it('every option any preset or dialect emits has src/sizing/<option>.ts', () => {
    const names = new Set<string>();
    for (const workload of PRESET_IDS) {
      for (const dialect of DIALECTS) {
        for (const o of rec({ workload, dialect, diskWriteBytesPerSec: '500MB' }).options) names.add(o.name);
      }
      for (const o of rec({ workload, compression: 'none' }).options) names.add(o.name);
    }
    expect(names.size).toBeGreaterThan(30);
    const missing = [...names].filter((name) => !existsSync(new URL(`${name}.ts`, SIZING_DIR)));
    expect(missing).toEqual([]);
  });
});
