import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { EngineError, Workspace, checkOptions, loadTest, runTest } from '../lib/index.js';
import { SMALL } from './fixtures.js';
import { tempRoot, withWorkspace } from './with-workspace.js';

const root = tempRoot('args');

async function codeOf(p: Promise<unknown>): Promise<string> {
  try {
    await p;
  } catch (e) {
    expect(e).toBeInstanceOf(EngineError);
    return (e as EngineError).code;
  }
  return 'resolved';
}

describe('input validation happens in TypeScript, before any engine process', () => {
  it('rejects keys 0, negative duration, zero readers and unknown fields, naming the field', () =>
    withWorkspace({ tmpRoot: root }, async (ws) => {
      await expect(loadTest({ options: SMALL, workspace: ws, keys: 0 })).rejects.toThrow(/keys/);
      await expect(loadTest({ options: SMALL, workspace: ws, keys: 1.5 })).rejects.toThrow(/keys/);
      await expect(loadTest({ options: SMALL, workspace: ws, keys: 10, keySize: 4 })).rejects.toThrow(/keySize/);
      // @ts-expect-error unknown field
      expect(await codeOf(loadTest({ options: SMALL, workspace: ws, keys: 10, bogus: 1 }))).toBe('ENGINE_INVALID_ARGUMENT');
      ws.loaded = { keys: 10, keySize: 20, valueSize: 100 };
      await expect(runTest({ options: SMALL, workspace: ws, durationSec: -1 })).rejects.toThrow(/durationSec/);
      await expect(runTest({ options: SMALL, workspace: ws, readers: 0 })).rejects.toThrow(/readers/);
      // the field and the reason are data, so a caller names the field its own way (the CLI: --duration)
      await expect(runTest({ options: SMALL, workspace: ws, durationSec: -1 })).rejects.toMatchObject({
        details: { field: ['durationSec'], reason: expect.stringMatching(/>0|> 0|greater/i) },
      });
      // @ts-expect-error not a workspace
      expect(await codeOf(loadTest({ options: SMALL, workspace: {}, keys: 1 }))).toBe('ENGINE_INVALID_ARGUMENT');
      // @ts-expect-error bad dialect
      expect(await codeOf(checkOptions(SMALL, { dialect: 'leveldb' }))).toBe('ENGINE_INVALID_ARGUMENT');
    }));

  it('runTest refuses a workspace without a loaded DB', () =>
    withWorkspace({ tmpRoot: root }, async (ws) => {
      await expect(runTest({ options: SMALL, workspace: ws, durationSec: 1 })).rejects.toThrow(/loadTest/);
    }));

  it('a --db that is missing, a file, or not empty is refused and nothing is created', () => {
    const before = readdirSync(root).sort();
    const file = join(root, 'a-file');
    writeFileSync(file, 'x');
    const full = mkdtempSync(join(root, 'full-'));
    writeFileSync(join(full, 'keep'), 'y');
    const after0 = readdirSync(root).sort();
    for (const dbDir of [join(root, 'missing'), file, full]) {
      let code = '';
      try {
        Workspace.create({ dbDir, tmpRoot: root });
      } catch (e) {
        code = (e as EngineError).code;
      }
      expect(code).toBe('ENGINE_DB_DIR');
    }
    expect(readdirSync(root).sort()).toEqual(after0);
    expect(readdirSync(full)).toEqual(['keep']);
    expect(after0.length).toBe(before.length + 2);
  });

  it('refuses a load whose data cannot fit on the disk, before writing anything', () =>
    withWorkspace({ tmpRoot: root }, async (ws) => {
      const err = await loadTest({ options: SMALL, workspace: ws, keys: 10_000_000_000, valueSize: 100_000 }).catch((e) => e);
      expect(err).toBeInstanceOf(EngineError);
      expect(err.code).toBe('ENGINE_DISK_SPACE');
      expect(readdirSync(ws.dir)).toEqual(['rocktune.pid']); // only the workspace's own owner marker
    }));
});
