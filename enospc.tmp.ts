import { writeFileSync, statfsSync, rmSync } from 'node:fs';
import { validateOptions } from './native/rocksdb-addon/lib/index.ts';
import { readFileSync } from 'node:fs';
const text = readFileSync('/tmp/engine-small.ini', 'utf8');
let filled = false;
try {
  const r = await validateOptions(text, { keys: 500, durationSec: 4, readers: 1, writerRateBytesPerSec: 100_000, tmpRoot: '/tmp/engine-tiny', onProgress: (e) => {
    if (e.phase === 'run' && !filled) {
      filled = true;
      const s = statfsSync('/tmp/engine-tiny');
      const free = Number(s.bavail) * Number(s.bsize);
      try { writeFileSync('/tmp/engine-tiny/filler', Buffer.alloc(free)); } catch (err) { console.log('fill', (err as Error).message); }
      console.log('filled', free);
    }
  } });
  console.log('ok', r.run?.writeOps);
} catch (e) {
  console.log('ERR', (e as any).code, (e as Error).message, JSON.stringify((e as any).details).slice(0, 1500));
}
