import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BUILT_CLI } from '../harness.js';

// The bin's compile cache made a missing TMPDIR (and its parents) to put its cache there: nothing is written where not asked.
const root = mkdtempSync(join(tmpdir(), 'rocktune-tmpdir-test-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('a TMPDIR that does not exist', () => {
  it('is not created by the bin', () => {
    const missing = join(root, 'a', 'b');
    const r = spawnSync(process.execPath, [BUILT_CLI, '--version'], { encoding: 'utf8', env: { ...process.env, TMPDIR: missing } });
    expect(r.status).toBe(0);
    expect(existsSync(join(root, 'a'))).toBe(false);
  });
});
