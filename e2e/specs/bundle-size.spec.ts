import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { assertBuilt, DIST } from '../harness.js';

/**
 * The page's budget (issue 13): its script under 150 kB gzip -9 (kB = 1000 bytes), every engine
 * version's profile included, as bench/web-bundle-size measures it.
 */
const BUDGET_BYTES = 150_000;

describe('bundle size', () => {
  it(`the page's JavaScript stays under ${BUDGET_BYTES / 1000} kB gzip`, () => {
    assertBuilt();
    const scripts = readdirSync(join(DIST, 'assets')).filter((f) => f.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(0);
    const gzip = scripts.reduce((sum, f) => sum + gzipSync(readFileSync(join(DIST, 'assets', f)), { level: 9 }).length, 0);
    expect(gzip).toBeLessThan(BUDGET_BYTES);
  });
});
