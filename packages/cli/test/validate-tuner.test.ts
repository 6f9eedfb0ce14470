import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runInProcess } from './harness.js';
import { validateSandbox } from './sandbox.js';
import { autoTunedSmall } from '../../../native/rocksdb-addon/test/fixtures.js';
import { DEFAULT_VERSION } from './versions.js';

// `rocktune validate --workload sine|phases` and the # rocktune-controller directive (real engine, small sizes).
const { tmpRoot, env, file } = validateSandbox('rocktune-vt');

const AUTO = autoTunedSmall(DEFAULT_VERSION);
const SMALL = [
  '--duration',
  '3',
  '--value-size',
  '10000',
  '--keys',
  '20000',
  '--read-seconds',
  '0.3',
  '--tune-interval',
  '500',
  '--sine-a',
  '4',
  '--sine-d',
  '8',
  '--sine-b',
  '2',
];

describe('rocktune validate with a run-time controller', () => {
  it('the directive starts the controller and picks the sine workload; decisions come back in the JSON', async () => {
    const r = await runInProcess(['validate', file('auto.ini', AUTO), ...SMALL, '--format', 'json'], { env });
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const json = JSON.parse(r.stdout);
    expect(Object.keys(json)).toEqual(['ok', 'engine', 'check', 'tuner']); // ok (and error on a refusal) as in validate's JSON
    expect(json.ok).toBe(true);
    expect(json.tuner.workload).toBe('sine');
    expect(json.tuner.controller).toBe('auto-tuned-compactions');
    expect(json.tuner.controllerSource).toBe('directive');
    expect(json.tuner.decisions.length).toBeGreaterThanOrEqual(4);
    expect(json.tuner.decisions[0]).toMatchObject({ controller: 'auto-tuned-compactions' });
    expect(typeof json.tuner.decisions[0].flushPct).toBe('number');
    expect(json.tuner.writeOps).toBeGreaterThan(0);
    expect(json.tuner.read.opsPerSec).toBeGreaterThan(0);
    expect(readdirSync(tmpRoot)).toEqual([]);
  }, 30_000);

  it('text report; --controller none runs the workload without the tuner', async () => {
    const r = await runInProcess(['validate', file('auto2.ini', AUTO), ...SMALL, '--controller', 'none'], { env });
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/sine workload .* controller: none/);
    expect(r.stdout).toMatch(/random reads after/);
  }, 30_000);

  it('bad tuner flags exit 2 before anything runs', async () => {
    const f = file('auto3.ini', AUTO);
    const cases: [string[], RegExp][] = [
      [['--disable-total', '120'], /--disable-total: 120 is out of range; allowed: a percentage from 0 to 100/],
      [
        ['--enable-total', '95'],
        /--enable-total: the enable watermark --enable-total must not be above the disable watermark --disable-total/,
      ],
      [['--sine-a', '10', '--sine-d', '5'], /--sine-d 5 is below --sine-a 10/],
      [['--sine-b', '-1'], /--sine-b: -1 is out of range; allowed: rad\/s from 0.0001 to 1000/],
      [['--sine-b', '0'], /--sine-b: 0 is out of range/],
      [['--sine-a', '0'], /--sine-a: 0 is out of range/],
      [['--tune-interval', '50'], /--tune-interval: must be >= 200 ms/],
      [['--workload', 'wave'], /--workload: 'wave' is not allowed; allowed: auto, t5, sine, phases/],
      [['--test', 'wave'], /--test: 'wave' is not allowed/],
      [['--test', 'sine', '--workload', 'sine'], /--test is given more than once \(--test and --workload\)/],
      [['--controller', 'x'], /--controller: 'x' is not allowed/],
    ];
    for (const [flags, pattern] of cases) {
      const r = await runInProcess(['validate', f, ...flags], { env });
      expect(r.code, flags.join(' ')).toBe(2);
      expect(r.stderr).toMatch(pattern);
    }
    expect(readdirSync(tmpRoot)).toEqual([]);
  });
});
