import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sampleOf } from '../../../../test/support/sample.js';
import { childrenOf, running, settles, startBuilt } from './leftovers.js';

// Issue 36, compare's part: SIGINT, SIGTERM and SIGHUP end `compare --format json` with the INTERRUPTED object and the
// signal's status, with no engine process, no temporary directory and no Chromium profile left. Chromium (--png without
// rsvg-convert) ran to the end of its screenshot under a blocking spawn while the signal waited: its profile went only
// then, and the run printed its full report, ok: true, before dying of the signal.
const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;
const QUICK = ['--threads', '2', '--dram', '1GB', '--keys', '1e6', '--rounds', '1', '--duration', '1'];
const tmp = mkdtempSync(join(tmpdir(), 'rocktune-compare-signals-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));
const chromium = existsSync('/usr/bin/chromium'); // PATH is emptied below, so --png takes it even beside rsvg-convert

/** Every process whose command line contains `text`. */
function processesWith(text: string): number[] {
  return readdirSync('/proc')
    .filter((n) => /^\d+$/.test(n))
    .filter((n) => {
      try {
        return readFileSync(`/proc/${n}/cmdline`, 'utf8').includes(text);
      } catch {
        return false;
      }
    })
    .map(Number);
}

/** Runs compare as JSON with TMPDIR `root`, sends `sig` once `ready` holds, and returns what came out. */
async function interrupt(sig: (typeof SIGNALS)[number], root: string, extra: string[], ready: (stderr: string, pid: number) => boolean) {
  const env = { ...process.env, TMPDIR: root, NODE_DISABLE_COMPILE_CACHE: '1', PATH: '', ROCKTUNE_CHROMIUM: '/usr/bin/chromium' };
  const { cli, out, exited } = startBuilt(['compare', ...QUICK, '--out', join(root, 'out'), '--format', 'json', ...extra], env);
  const deadline = Date.now() + 60_000;
  while (!ready(out.stderr, cli.pid as number) && cli.exitCode === null && Date.now() < deadline)
    await new Promise((r) => setTimeout(r, 5));
  const engines = childrenOf(cli.pid as number);
  cli.kill(sig);
  return { status: await exited, ...out, engines };
}

const leftIn = (root: string): string[] => readdirSync(root).filter((n) => n !== 'out');

describe('an interrupt signal ends compare --format json with one object and leaves nothing behind', () => {
  for (const sig of SIGNALS) {
    it(`${sig} during a run: no engine process, no temporary directory`, async () => {
      const root = mkdtempSync(join(tmp, 'run-'));
      // 200,000 keys: a load of seconds, with progress events while it runs
      const r = await interrupt(
        sig,
        root,
        ['--variants', 'tuned,defaults', '--load-keys', '200000', '--progress'],
        (stderr, pid) => /\[1\/2\].* load +\[/.test(stderr) && childrenOf(pid).length > 0,
      );
      expect(r.status, r.stderr).toBe(sig);
      expect(JSON.parse(r.stdout)).toMatchObject({ ok: false, error: { code: 'INTERRUPTED' } });
      expect(r.engines.length, 'the engine process was running').toBeGreaterThan(0);
      expect(await settles(() => ({ engines: r.engines.filter(running), tmp: leftIn(root) }), { engines: [], tmp: [] }, 2000)).toEqual({
        engines: [],
        tmp: [],
      });
    }, 90_000);
  }

  // Each run takes a comparison before Chromium starts: one signal in npm test (seeded), all three in npm run test:full.
  for (const sig of sampleOf(SIGNALS, 1, 'compare --png signal')) {
    it.skipIf(!chromium)(
      `${sig} while Chromium rasterises --png: the browser and its profile directory go at once${chromium ? '' : ' (skipped: no /usr/bin/chromium)'}`,
      async () => {
        const root = mkdtempSync(join(tmp, 'png-'));
        const profile = (): string | undefined => readdirSync(root).find((n) => n.startsWith('rocktune-chromium-'));
        let seen = '';
        const r = await interrupt(
          sig,
          root,
          ['--variants', 'defaults', '--load-keys', '20000', '--png'],
          () => (seen = profile() ?? '') !== '',
        );
        expect(seen, `the profile directory appeared: ${r.stderr.slice(-500)}`).not.toBe('');
        expect(r.status, r.stderr).toBe(sig);
        expect(JSON.parse(r.stdout)).toMatchObject({ ok: false, error: { code: 'INTERRUPTED' } });
        expect(
          await settles(() => ({ browser: processesWith(join(root, seen)), tmp: leftIn(root) }), { browser: [], tmp: [] }, 2000),
        ).toEqual({
          browser: [],
          tmp: [],
        });
      },
      90_000,
    );
  }
});
