// A disk that fills up during validate is reported as "no space left on device" (ENGINE_DISK_SPACE, one line), not
// as RocksDB's assertion: measured on a real 2 MiB tmpfs, filled while T5 writes (Debian's RocksDB is built
// with assertions and aborts on its next write to the LOG after the failed one) and before a check starts.
import { readdirSync, rmSync } from 'node:fs';

import { afterAll, describe, expect, it } from 'vitest';

import { EngineError, Workspace, validateOptions } from '../lib/index.js';
import { DEFAULTS } from './fixtures.js';
import { fillTinyFs, mountTinyFs } from './tiny-fs.js';

const tiny = mountTinyFs();
if ('reason' in tiny) console.log(`disk-full tests skipped: ${tiny.reason}`);
const root = 'dir' in tiny ? tiny.dir : '';
afterAll(() => {
  if ('unmount' in tiny) tiny.unmount();
});

describe.skipIf(!root)('a full disk during validate (a real 2 MiB tmpfs)', () => {
  it('filled while T5 writes: ENGINE_DISK_SPACE "no space left on device", the temporary directory removed', async () => {
    let filled = false;
    const err = await validateOptions(DEFAULTS, {
      keys: 500,
      durationSec: 4,
      readers: 1,
      writerRateBytesPerSec: 100_000,
      tmpRoot: root,
      onProgress: (e) => {
        if (e.phase === 'run' && !filled) {
          filled = true;
          fillTinyFs(root);
        }
      },
    }).catch((e: unknown) => e);
    rmSync(`${root}/filler`, { force: true });
    expect(filled).toBe(true);
    expect(err).toBeInstanceOf(EngineError);
    expect(err).toMatchObject({ code: 'ENGINE_DISK_SPACE' });
    expect((err as Error).message).toMatch(/^no space left on device: /);
    expect((err as Error).message).not.toMatch(/\n/);
    expect(readdirSync(root)).toEqual([]);
  });

  it('already full when a run starts: ENGINE_DISK_SPACE, nothing left behind', () => {
    const filler = fillTinyFs(root);
    try {
      expect(() => Workspace.create({ tmpRoot: root })).toThrow(
        expect.objectContaining({ code: 'ENGINE_DISK_SPACE', message: expect.stringMatching(/^no space left on device: cannot write /) }),
      );
      expect(readdirSync(root)).toEqual(['filler']);
    } finally {
      rmSync(filler, { force: true });
    }
  });
});
