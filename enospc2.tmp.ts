import { writeFileSync, statfsSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { validateOptions } from './native/rocksdb-addon/lib/index.ts';
import { liveChildren } from './native/rocksdb-addon/lib/child-runner.ts';
import { readFileSync } from 'node:fs';
const text = readFileSync('/tmp/engine-small.ini', 'utf8');
let filled = false;
try {
  const r = await validateOptions(text, { keys: 500, durationSec: 6, readers: 1, writerRateBytesPerSec: 100_000, tmpRoot: '/tmp/engine-tiny', onProgress: (e) => {
    if (e.phase === 'run' && !filled) {
      filled = true;
      const pid = [...liveChildren()][0]!.pid!;
      const g = spawn('gdb', ['-p', String(pid), '-batch', '-ex', 'continue', '-ex', 'bt 25'], { stdio: ['ignore', 'pipe', 'pipe'] });
      let out = ''; g.stdout.on('data', (d) => (out += d)); g.on('exit', () => writeFileSync('/tmp/engine-gdb.txt', out));
      setTimeout(() => {
        const s = statfsSync('/tmp/engine-tiny');
        const free = Number(s.bavail) * Number(s.bsize);
        try { writeFileSync('/tmp/engine-tiny/filler', Buffer.alloc(free)); } catch (err) { console.log('fill', (err as Error).message); }
        console.log('filled', free);
      }, 2500);
    }
  } });
  console.log('ok', r.run?.writeOps);
} catch (e) {
  console.log('ERR', (e as any).code, (e as Error).message.slice(0, 300));
}
