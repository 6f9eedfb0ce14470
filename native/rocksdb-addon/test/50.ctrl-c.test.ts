import { readdirSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { SMALL } from './fixtures.js';
import { spawnValidation } from './validate-child.js';
import { tempRoot } from './with-workspace.js';

const root = tempRoot('sigint');

describe('Ctrl-C during a test', () => {
  it('SIGINT kills the engine, removes the temporary directory and exits with the signal', async () => {
    const { child, exited } = spawnValidation(SMALL, root);
    let sawDir = false;
    await new Promise<void>((resolve) => {
      child.stdout.on('data', () => {
        sawDir ||= readdirSync(root).some((d) => d.startsWith('rocktune-'));
        child.kill('SIGINT');
        resolve();
      });
    });
    expect(sawDir).toBe(true);
    expect(await exited).toBe('SIGINT');
    expect(readdirSync(root)).toEqual([]);
  });
});
