// Run-time tuners on the real engine: the pure decision functions (through the addon's controllerDecide), bad
// input refused before anything runs, and each controller toggling on a short live workload.
import { createRequire } from 'node:module';

import { describe, expect, it } from 'vitest';

import { ADDON_PATH } from '../lib/addon-path.js';
import {
  COMPACTION_TUNER_DEFAULTS,
  EngineError,
  L0_TUNER_DEFAULTS,
  controllerDirective,
  phaseTest,
  sineTest,
  type Workspace,
} from '../lib/index.js';
import { autoTunedSmall, dynamicL0Small } from './fixtures.js';
import { tempRoot, withWorkspace } from './with-workspace.js';

const root = tempRoot('ctl');

interface Decide {
  controllerDecide(
    kind: string,
    inputs: unknown,
  ): { action?: string; workload?: string; readShare?: number; slowdown?: number; stop?: number; rate?: number };
}
const addon = createRequire(import.meta.url)(ADDON_PATH) as Decide;
const MB = 2 ** 20;

const AUTO = autoTunedSmall();
const DYN = dynamicL0Small();

const cfg = (over: Partial<typeof COMPACTION_TUNER_DEFAULTS> = {}) => ({ ...COMPACTION_TUNER_DEFAULTS, ...over });
const l0cfg = (over: Partial<typeof L0_TUNER_DEFAULTS> = {}) => ({ ...L0_TUNER_DEFAULTS, ...over });

describe('decision functions (C++, pure)', () => {
  it('auto-tuned-compactions follows the thesis watermarks (T §3.3.7, Fig. 3.9)', () => {
    const d = (flushPct: number, totalPct: number, c = cfg()) =>
      addon.controllerDecide('auto-tuned-compactions', { flushPct, totalPct, config: c }).action;
    expect(d(50, 90)).toBe('disable'); // total >= 90 and flush >= 50
    expect(d(80, 100)).toBe('disable');
    expect(d(49.9, 95)).toBe('hold'); // compaction-heavy I/O must not disable compactions (§3.3.6)
    expect(d(49.9, 90)).toBe('enable'); // total <= 90 and flush < 50
    expect(d(10, 20)).toBe('enable');
    expect(d(60, 80)).toBe('hold'); // flush high but room left: keep the state
    expect(d(0, 0)).toBe('enable'); // idle disk after a burst
    expect(d(30, 70, cfg({ disableTotalPct: 70, disableFlushPct: 30, enableTotalPct: 60, enableFlushPct: 20 }))).toBe('disable');
    expect(d(25, 65, cfg({ disableTotalPct: 70, disableFlushPct: 30, enableTotalPct: 60, enableFlushPct: 20 }))).toBe('hold');
  });

  it('dynamic-l0: weighted windows, AIMD +2 / MIMD x2 up, /2 down, never below the file', () => {
    const base = { slowdown: 8, stop: 12 };
    const run = (ticks: [number, number][], current = base, c = l0cfg()) =>
      addon.controllerDecide('dynamic-l0', { ticks, current, base, config: c });
    const w = run([[0, 1000]]);
    expect(w.workload).toBe('write');
    expect([w.slowdown, w.stop]).toEqual([10, 14]); // AIMD +2
    const m = run([[0, 1000]], { slowdown: 10, stop: 14 }, l0cfg({ algorithm: 'mimd' }));
    expect([m.slowdown, m.stop]).toEqual([20, 28]); // MIMD x2
    const r = run([[1000, 0]], { slowdown: 40, stop: 44 });
    expect(r.workload).toBe('read');
    expect([r.slowdown, r.stop]).toEqual([20, 22]); // /2
    expect([run([[1000, 0]], { slowdown: 10, stop: 14 }).slowdown]).toEqual([8]); // floor = the file's value
    // 10 write-heavy ticks then 1 read tick: short 1.0, mid (5) 0.2, long 1/11 -> 0.5*1 + 0.3*0.2 + 0.2*0.09 = 0.58 >= 0.5
    const mixed = run([...Array.from({ length: 10 }, (): [number, number] => [0, 100]), [100, 0]]);
    expect(mixed.readShare).toBeCloseTo(0.5 + 0.3 * 0.2 + 0.2 * (100 / 1100), 5);
    expect(mixed.workload).toBe('read');
    expect(run([[0, 0]]).workload).toBe('idle');
    expect(run([]).slowdown).toBe(8);
    expect(run([[0, 100]], { slowdown: 255, stop: 259 }).slowdown).toBe(256); // capped at maxSlowdownTrigger
  });

  it('sine cap is a*sin(b*t + c) + d', () => {
    expect(addon.controllerDecide('sine', { a: 10, b: Math.PI / 2, c: 0, d: 20, t: 1 }).rate).toBeCloseTo(30, 9);
    expect(addon.controllerDecide('sine', { a: 10, b: Math.PI / 2, c: (3 * Math.PI) / 2, d: 20, t: 0 }).rate).toBeCloseTo(10, 9);
  });
});

describe('bad input is refused before anything runs', () => {
  const sine = { a: 2 * MB, b: 1, c: 0, d: 4 * MB };
  const bad = (over: Record<string, unknown>, pattern: RegExp): Promise<void> =>
    withWorkspace({ tmpRoot: root }, async (ws) => {
      const err = await sineTest({ options: AUTO, workspace: ws, sine, durationSec: 1, ...over } as never).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(EngineError);
      expect((err as EngineError).code).toBe('ENGINE_INVALID_ARGUMENT');
      expect((err as EngineError).message).toMatch(pattern);
    });
  it('watermarks outside 0-100, or enable above disable', async () => {
    await bad({ compaction: { disableTotalPct: 120 } }, /disableTotalPct: must be within 0-100/);
    await bad({ compaction: { enableFlushPct: -1 } }, /enableFlushPct: must be within 0-100/);
    await bad({ compaction: { enableTotalPct: 95 } }, /enable watermark enableTotalPct must not be above/);
    await bad({ compaction: { disableFlushPct: 40, enableFlushPct: 45 } }, /enableFlushPct must not be above/);
  });
  it('a rate-limiter factor below 1 (it would throttle flushes harder while compactions are off)', async () => {
    await bad({ compaction: { disabledRateFactor: 0.5 } }, /disabledRateFactor: .*>=1/);
  });
  it('intervals too short to measure', async () => {
    await bad({ compaction: { intervalMs: 50 } }, /intervalMs: must be >= 200 ms/);
    await bad({ controller: 'dynamic-l0', l0: { intervalMs: 10 } }, /intervalMs: must be >= 100 ms/);
    await bad({ sine: { ...sine, intervalMs: 10 } }, /sine.intervalMs/);
  });
  it('sine parameters that make the rate negative or are not positive', async () => {
    await bad({ sine: { ...sine, d: MB } }, /d must be >= a/);
    await bad({ sine: { ...sine, a: 0 } }, /amplitude a must be > 0/);
    await bad({ sine: { ...sine, b: -1 } }, /b must be > 0/);
    await bad({ sine: { ...sine, d: -5 } }, /sine.d/);
  });
  it('a directive naming an unknown controller, or auto-tuned-compactions without a rate limiter', async () => {
    await bad({ options: AUTO.replace('controller: auto-tuned-compactions', 'controller: auto-tuned') }, /unknown controller "auto-tuned"/);
    await bad({ options: AUTO.replace(/^ {2}rate_limiter_bytes_per_sec=.*$/m, '') }, /rate_limiter_bytes_per_sec/);
  });
  it('a record shape or length outside the bounds T2 and T5 use', async () => {
    await bad({ keySize: 4 }, /invalid keySize: .*>=8/);
    await bad({ valueSize: 16 * MB + 1 }, /invalid valueSize: .*<=16777216/);
    await bad({ durationSec: 0 }, /invalid durationSec: .*>0/);
  });
  it('reads the directive', () => {
    expect(controllerDirective(AUTO)).toBe('auto-tuned-compactions');
    expect(controllerDirective(DYN)).toBe('dynamic-l0');
    expect(controllerDirective('[Version]\n')).toBeUndefined();
  });
});

/** A controller on a short live workload, in a fresh workspace; 30 s, for a loaded 2-core host. */
function live(name: string, body: (ws: Workspace) => Promise<void>): void {
  it(name, () => withWorkspace({ tmpRoot: root }, body), 30_000);
}

describe('controllers on the real engine', () => {
  live(
    'auto-tuned-compactions disables compactions under a write burst and re-enables them once flushes no longer dominate',
    async (ws) => {
      const r = await phaseTest({
        options: AUTO,
        workspace: ws,
        valueSize: 4000,
        keySpace: 200_000,
        durationSec: 7,
        phases: [
          { durationSec: 3.5, writer: true, writeRateBytesPerSec: 0 }, // burst: unlimited writer
          { durationSec: 3.5, writer: false }, // silence
        ],
        compaction: { intervalMs: 500 },
        readSec: 0.5,
      });
      expect(r.controller).toBe('auto-tuned-compactions');
      expect(r.controllerSource).toBe('directive');
      expect(r.rateLimiterBytesPerSec).toBe(20 * MB);
      const d = r.decisions.filter((x) => x.controller === 'auto-tuned-compactions');
      expect(d.length).toBeGreaterThanOrEqual(10);
      const disabled = d.find((x) => x.changed && x.action === 'disable' && x.tSec < 3.6);
      expect(disabled, JSON.stringify(d)).toBeDefined();
      expect(disabled!.flushPct).toBeGreaterThanOrEqual(50);
      expect(disabled!.totalPct).toBeGreaterThanOrEqual(90);
      // The unlimited writer fills the six 2 MiB memtables faster than the 20 MiB/s limiter flushes them, so writes
      // stall, and 7.8.3 charges the flushes at IO_USER then: they count as flush bytes (stalledPct), part of the total.
      expect(
        d.some((x) => x.stalledPct > 0),
        JSON.stringify(d),
      ).toBe(true);
      for (const x of d) expect(x.flushPct).toBeGreaterThanOrEqual(x.stalledPct);
      for (const x of d) expect(x.flushPct).toBeLessThanOrEqual(x.totalPct + 1e-6);
      // While compactions are off the limiter runs at disabledRateFactor (default 4) x its 20 MiB/s mark, so that it
      // does not throttle the flushes; the shares stay measured against the mark.
      for (const x of d)
        expect([x.compactionsDisabled, x.rateLimitBytesPerSec]).toEqual([x.compactionsDisabled, x.compactionsDisabled ? 80 * MB : 20 * MB]);
      // Usually after the burst; on a loaded 2-core host the flush share can fall below half while the writer still runs.
      const reenabled = d.find((x) => x.changed && x.action === 'enable' && x.tSec > disabled!.tSec);
      expect(reenabled, JSON.stringify(d)).toBeDefined();
      expect(reenabled!.flushPct).toBeLessThan(50);
      expect(r.compactionsDisabledAtEnd).toBe(false);
      expect(r.samples.some((s) => s.compactionsDisabled)).toBe(true);
      expect(r.writeOps).toBeGreaterThan(1000);
      expect(r.read?.ops).toBeGreaterThan(0);
    },
  );

  live('dynamic-l0 raises the L0 triggers in write phases and lowers them in read phases', async (ws) => {
    const r = await phaseTest({
      options: DYN,
      workspace: ws,
      valueSize: 1000,
      keySpace: 50_000,
      durationSec: 6,
      phases: [
        { durationSec: 1.5, writer: true, writeRateBytesPerSec: 0 },
        { durationSec: 1.5, writer: false, readers: 1 },
      ],
      l0: { intervalMs: 250, shortTicks: 1, midTicks: 2, longTicks: 4 },
    });
    expect(r.controller).toBe('dynamic-l0');
    const d = r.decisions.filter((x) => x.controller === 'dynamic-l0');
    const up = d.filter((x) => x.action === 'increase');
    const down = d.filter((x) => x.action === 'decrease');
    expect(up.length, JSON.stringify(d)).toBeGreaterThanOrEqual(2);
    expect(down.length, JSON.stringify(d)).toBeGreaterThanOrEqual(1);
    expect(up.every((x) => x.workload === 'write')).toBe(true);
    expect(down.every((x) => x.workload === 'read')).toBe(true);
    expect(Math.max(...d.map((x) => x.slowdownTrigger))).toBeGreaterThan(8);
    expect(Math.min(...d.map((x) => x.slowdownTrigger))).toBeGreaterThanOrEqual(8); // never below the file
    const last = d.at(-1)!;
    expect(last.stopTrigger).toBeGreaterThanOrEqual(last.slowdownTrigger);
    expect(r.samples.some((s) => s.slowdownTrigger > 8)).toBe(true);
  });

  live('the sine workload follows its cap when the DB keeps up', async (ws) => {
    // cap 1..5 MiB/s, period 4 s; no controller (controller: none overrides the directive)
    const r = await sineTest({
      options: AUTO,
      workspace: ws,
      controller: 'none',
      valueSize: 10_000,
      keySpace: 10_000,
      durationSec: 4,
      sine: { a: 2 * MB, b: (2 * Math.PI) / 4, c: 0, d: 3 * MB, intervalMs: 250 },
      readSec: 0.3,
    });
    expect(r.controller).toBe('none');
    expect(r.decisions).toEqual([]);
    // mean cap over whole periods = d: 3 MiB/s for 4 s = 12 MiB, within the writer's 100 ms budget granularity
    expect(r.writeBytes / MB).toBeGreaterThan(10);
    expect(r.writeBytes / MB).toBeLessThan(13.5);
    const caps = r.samples.map((s) => s.capMBPerSec);
    expect(Math.max(...caps)).toBeGreaterThan(4);
    expect(Math.min(...caps)).toBeLessThan(2);
    expect(r.read?.opsPerSec).toBeGreaterThan(0);
  });
});
