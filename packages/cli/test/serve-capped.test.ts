import { tmpdir } from 'node:os';
import { describe, expect, it } from 'vitest';
import { probeCappedRun, runCapped } from '../src/serve/capped-run.js';
import { engineValidation } from '../src/serve/engine-validation.js';
import { equivalentCommand } from '../src/serve/validate-api.js';
import { parseValidateRequest } from '../src/serve/validate-request.js';
import { validateOnRealServe } from './serve-client.js';
import { DEFAULT_VERSION } from './versions.js';

const FILE = `[Version]\n  rocksdb_version=${DEFAULT_VERSION}\n  options_file_version=1.1\n[DBOptions]\n[CFOptions "default"]\n`;
/** The page's capped run: `validate --memory-limit 512MiB --disk-limit write=40MB,read=50MB --load random`. */
const CAPPED = {
  memoryLimitBytes: 512 * 2 ** 20,
  diskLimit: { writeBytesPerSec: 40_000_000, readBytesPerSec: 50_000_000 },
  load: 'random',
};

describe('a capped run in /api/validate (additive request fields)', () => {
  it('accepts the limits and the load order, and the command it shows is the CLI’s', () => {
    const request = parseValidateRequest(JSON.stringify({ optionsText: FILE, dialect: 'rocksdb', keys: 20_000, ...CAPPED }));
    expect(request).toMatchObject(CAPPED);
    if (typeof request === 'string') throw new Error(request);
    expect(equivalentCommand(request).join(' ')).toBe(
      'rocktune validate OPTIONS.ini --format json --dialect rocksdb --keys 20000 --memory-limit 536870912 --disk-limit write=40000000,read=50000000 --load random',
    );
  });

  it('a request without them means what it meant', () => {
    const request = parseValidateRequest(JSON.stringify({ optionsText: FILE, dialect: 'rocksdb' }));
    expect(request).toEqual({ optionsText: FILE, dialect: 'rocksdb' });
  });

  it.each([
    [{ memoryLimitBytes: 1000 }, /^memoryLimitBytes: expected an integer from 67108864/],
    [{ diskLimit: { writeBytesPerSec: 40e6 } }, /^diskLimit: expected \{ writeBytesPerSec, readBytesPerSec \}/],
    [{ diskLimit: { writeBytesPerSec: 10, readBytesPerSec: 50e6 } }, /^diskLimit: /],
    [{ load: 'zipf' }, /^load: expected 'sequential' or 'random'/],
  ])('refuses %j with the field named', (extra, message) => {
    expect(parseValidateRequest(JSON.stringify({ optionsText: FILE, dialect: 'rocksdb', ...extra }))).toMatch(message);
  });
});

const engine = await engineValidation(undefined);
const cappable = probeCappedRun(tmpdir());

// Real engine and real cgroups (root on a host with cgroup v1 memory+blkio or v2 memory+io); elsewhere the CLI's reason.
describe.skipIf(!engine.availability.available || !cappable.available)(
  `a capped run on the real engine${cappable.available ? '' : ` (skipped: ${cappable.reason})`}`,
  () => {
    it('runs in the cgroups and reports how each limit was enforced and the disk cap use', async () => {
      expect(engine.availability.cappedRun).toEqual({ available: true });
      const events = await validateOnRealServe(engine, { optionsText: FILE, dialect: 'rocksdb', keys: 50_000, durationSec: 1, ...CAPPED });
      expect(events[0]?.data.args).toContain('--memory-limit');
      const result = events.at(-1);
      expect(result).toMatchObject({
        event: 'result',
        data: { exitCode: 0, report: { check: { ok: true }, load: { opsPerSec: expect.any(Number) } } },
      });
      const regime = (result?.data.report as { regime: Record<string, unknown> }).regime;
      expect(regime.memory).toMatchObject({ method: expect.stringMatching(/^cgroup-v[12]$/), limitBytes: 512 * 2 ** 20 });
      expect(regime.disk).toMatchObject({
        method: expect.stringMatching(/^cgroup-v/),
        writeBytesPerSec: 40_000_000,
        readBytesPerSec: 50_000_000,
        atCapFraction: 0.9,
      });
      expect(regime.cap).toMatchObject({
        atCap: expect.any(Boolean),
        limiting: expect.stringMatching(/^(read|write)$/),
        text: expect.stringMatching(/% of cap/),
      });
      expect((regime.cap as { writeBytes: number }).writeBytes).toBeGreaterThan(0);
    }, 90_000);
  },
);

describe('capped runs in a long-lived server', () => {
  it('leave no exit listener behind (a CLI run removes its groups at exit; serve runs many)', async () => {
    const before = process.listenerCount('exit');
    const request = parseValidateRequest(JSON.stringify({ optionsText: FILE, dialect: 'rocksdb', ...CAPPED }));
    if (typeof request === 'string') throw new Error(request);
    const { value } = await runCapped(request, tmpdir(), async (text) => text);
    expect(value).toContain('bytes_per_sync=1048576');
    expect(process.listenerCount('exit')).toBe(before);
  });
});
