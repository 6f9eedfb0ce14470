import { recommend, type Recommendation } from '@rocktune/calculator';
import { describe, expect, it } from 'vitest';
import { barChartSvg } from '../src/compare/chart.js';
import { schedule } from '../src/compare/runner.js';
import { noiseFloorFor, spread, verdict } from '../src/compare/stats.js';
import { DEFAULT_VERSION } from './versions.js';

const rec = (over: Record<string, unknown> = {}): Recommendation => {
  const r = recommend({ cpuThreads: 2, dramBytes: '24GB', totalKeys: 2e6, openFiles: 10666, kvSeparation: 'on', ...over });
  if (!r.ok) throw new Error(r.code);
  return r.recommendation;
};

describe('compare statistics and chart', () => {
  it('min/median/max, ties inside the noise band', () => {
    expect(spread([3, 1, 2])).toMatchObject({ n: 3, min: 1, median: 2, max: 3, range: 1 });
    expect(spread([1, 2, 3, 4]).median).toBe(2.5);
    const base = spread([100, 100, 100]);
    expect(verdict(spread([120, 120, 120]), base, true, 0.3).outcome).toBe('tie');
    expect(verdict(spread([140, 140, 140]), base, true, 0.3).outcome).toBe('better');
    expect(verdict(spread([140, 140, 140]), base, false, 0.3).outcome).toBe('worse');
    // a wide measured range widens the band beyond the floor
    expect(verdict(spread([100, 150, 200]), base, true, 0.3)).toMatchObject({ outcome: 'tie', noise: 2 / 3 });
  });

  it('capped runs are judged by the regime floor: the counted 3-round loads (tuned 55.6-57.1 s, defaults 63.8-63.9 s)', () => {
    const tuned = spread([55.6, 55.8, 57.1]);
    const defaults = spread([63.8, 63.9, 63.9]);
    expect(verdict(defaults, tuned, false, noiseFloorFor(false).t2).outcome).toBe('tie');
    expect(verdict(defaults, tuned, false, noiseFloorFor(true).t2)).toMatchObject({ outcome: 'worse', noise: 0.1 });
  });

  it('rounds are interleaved and rotated', () => {
    expect(schedule(['a', 'b', 'c'], 2).map((s) => `${s.round}${s.variant}`)).toEqual(['1a', '1b', '1c', '2b', '2c', '2a']);
  });

  it('SVG: one panel per series, one bar per variant, whiskers, notes, escaped labels', () => {
    const svg = barChartSvg({
      title: 'T <&> test',
      series: [
        { name: 'T2', unit: 's', color: '#f2c12e' },
        { name: 'T5', unit: 'ops/s', color: '#2f6db5' },
      ],
      groups: [
        {
          label: 'tuned',
          bars: [
            { median: 2, min: 1.5, max: 2.5 },
            { median: 40000, min: 30000, max: 50000 },
          ],
        },
        {
          label: 'half',
          bars: [
            { median: 3, min: 3, max: 3, note: '+50%' },
            { median: 20000, min: 20000, max: 20000, note: 'tie' },
          ],
        },
      ],
    });
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg.match(/class="panel"/g)).toHaveLength(2);
    expect(svg.match(/class="bar"/g)).toHaveLength(4);
    expect(svg).toContain('T &lt;&amp;&gt; test');
    expect(svg).toContain('>tie<');
    expect(svg).toContain('>+50%<');
    expect(svg.trim().endsWith('</svg>')).toBe(true);
  });
});

describe('scale model on an OPTIONS file (validate --scale auto)', async () => {
  const { scaleOptionsFile, applyScaleFlags } = await import('../src/compare/scale-file.js');
  const { toOptionsFile } = await import('@rocktune/calculator');
  const file = toOptionsFile(rec({ totalKeys: 2e7, openFiles: 200 }), { rocktuneVersion: 'x' });

  it('scales the sizes in place and adds the defaults it leaves out', () => {
    const { text, model } = scaleOptionsFile(file, 20_000, { fullKeys: 2e7, keySize: 20, valueSize: 800 });
    expect(model.factor).toBeCloseTo(1e-3, 12);
    expect(text).toMatch(/^# rocktune scale model: size options x 0\.00100 \(20000 test keys for 20000000\)/);
    expect(text).toMatch(/\n {2}write_buffer_size=168000\n/);
    expect(text).toMatch(/\n {2}target_file_size_base=8000\n/);
    expect(text).toMatch(/\n {2}soft_pending_compaction_bytes_limit=68719477\n/);
    expect(text).toMatch(/\n {2}max_write_buffer_number=2\n/);
    expect(model.inexact).toEqual([]);
  });

  it('never reads inputs back from the comment header: --scale auto needs --full-keys; --full-keys needs --scale auto', () => {
    const io = { stdout: () => {}, stderr: () => {}, stderrIsTTY: false, env: {}, cwd: '/' };
    const bare = `[Version]\n  rocksdb_version=${DEFAULT_VERSION}\n[DBOptions]\n[CFOptions "default"]\n  write_buffer_size=67108864\n`;
    expect(() => applyScaleFlags({ scale: 'auto' }, bare, { keys: 1000, keySize: 20, valueSize: 800 }, io)).toThrow(/--full-keys N/);
    expect(() => applyScaleFlags({ scale: 'auto' }, file, { keys: 1000, keySize: 20, valueSize: 800 }, io)).toThrow(/--full-keys N/);
    expect(() => applyScaleFlags({ 'full-keys': 8e9 }, bare, { keys: 1000, keySize: 20, valueSize: 800 }, io)).toThrow(
      /--full-keys needs --scale auto/,
    );
    expect(applyScaleFlags({ scale: 'auto', 'full-keys': 1e8 }, bare, { keys: 1_000_000, keySize: 20, valueSize: 800 }, io)).toMatch(
      /write_buffer_size=671089/,
    );
  });
});

describe('chart labels', async () => {
  const { wrapLabel } = await import('../src/compare/chart.js');
  it('long variant names wrap at dashes and colons', () => {
    expect(wrapLabel('auto-tuned-compactions')).toEqual(['auto-tuned-', 'compactions']);
    expect(wrapLabel('write_buffer_size:double')).toEqual(['write_', 'buffer_', 'size:double']);
    expect(wrapLabel('tuned')).toEqual(['tuned']);
  });
});
