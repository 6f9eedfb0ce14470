import { describe, expect, it } from 'vitest';
import { PRESET_IDS, type PresetId, type Recommendation } from '../../src/index.js';
import { rec } from '../helpers.js';

// A ladder of hosts, each with a database its size would carry, from the guide's server down to the capped regime's host.
const HOSTS = {
  guide: { cpuThreads: 48, dramBytes: '128GB', totalKeys: 8e9, openFiles: 80_000 },
  mid: { cpuThreads: 16, dramBytes: '64GB', totalKeys: 1e9, openFiles: 20_000 },
  small: { cpuThreads: 8, dramBytes: '16GB', totalKeys: 1e8, openFiles: 5_000 },
  tiny: { cpuThreads: 4, dramBytes: '4GB', totalKeys: 2e7, openFiles: 2_000 },
  capped: { cpuThreads: 2, dramBytes: 536_870_912, totalKeys: 2e6, openFiles: 1_000 },
} as const;
type Host = keyof typeof HOSTS;

/** The rules.md extension ids the recommendation cites in its options and warnings. */
function extensionRules(r: Recommendation): string[] {
  const texts = [...r.options.map((o) => JSON.stringify(o.source) + o.formula + o.why), ...r.warnings.map((w) => w.message)];
  return [...new Set(texts.flatMap((t) => [...t.matchAll(/\bX-[a-z0-9-]+/g)].map((m) => m[0])))].sort();
}

const SMALL_DATABASE_RULES = ['X-small-db-compression', 'X-small-db-filter', 'X-inline-small-cache'];
const SMALL_HOST_WORDS = /small database|small budget|little memory|small host|small one/i;

function smallRules(host: Host, workload: PresetId, extra: Record<string, unknown> = {}): string[] {
  const r = rec({ ...HOSTS[host], kvSeparation: 'off', workload, ...extra }, {});
  return extensionRules(r).filter((id) => [...SMALL_DATABASE_RULES, 'X-l0-small-host', 'X-inline-file-floor'].includes(id));
}

describe('small-host rules fire only on small hosts (rules.md X-small-db)', () => {
  it.each(PRESET_IDS)(
    "the guide's server (48 threads, 128 GB, 8e9 keys, 80,000 files), %s: no small-database rule, no small-host words",
    (workload) => {
      for (const kvSeparation of ['off', 'on'] as const) {
        const r = rec({ ...HOSTS.guide, kvSeparation, workload }, {});
        expect(extensionRules(r).filter((id) => SMALL_DATABASE_RULES.includes(id))).toEqual([]);
        const said = [...r.options.map((o) => `${o.name}: ${o.formula} ${o.why}`), ...r.warnings.map((w) => w.message)];
        expect(said.filter((line) => SMALL_HOST_WORDS.test(line))).toEqual([]);
        expect(r.options.find((o) => o.name === 'wal_compression')).toBeUndefined();
      }
    },
  );

  // Worked by hand: L0-L2 hold 4 x write_buffer_size + level base x 9. Values inline, the 64 MiB memtable floor and the
  // 256 MiB level base give 4 x 67.1 MB + 268 MB x 9 = 2.68 GB on the three smaller hosts. capped: 2e6 x 820 B =
  // 1.64 GB (small); tiny: 2e7 x 820 = 16.4 GB (small, a tenth is 1.64 GB); small: 82 GB (not small).
  // X-l0-small-host needs T <= 5; X-inline-small-cache also fires where a third of the budget after the memtables is
  // below them (tiny and capped hosts' bulk-load: 6 buffers); read-heavy keeps its maximum cache and its own filter.
  const SMALL_DB = ['X-inline-file-floor', 'X-inline-small-cache', 'X-small-db-compression', 'X-small-db-filter'];
  // The tiny and capped hosts (T <= 5, small databases) fire the same rules in every preset.
  const smallHost: Record<PresetId, string[]> = {
    general: [...SMALL_DB, 'X-l0-small-host'].sort(),
    'write-heavy': [...SMALL_DB, 'X-l0-small-host'].sort(),
    'read-heavy': ['X-inline-file-floor', 'X-l0-small-host', 'X-small-db-compression'],
    'bulk-load': SMALL_DB,
    'auto-tuned-compactions': ['X-inline-file-floor', 'X-inline-small-cache', 'X-small-db-filter'],
    'dynamic-l0': [...SMALL_DB, 'X-l0-small-host'].sort(),
  };
  const expected: Record<Host, Record<PresetId, string[]>> = {
    guide: Object.fromEntries(PRESET_IDS.map((p) => [p, []])) as unknown as Record<PresetId, string[]>,
    mid: Object.fromEntries(PRESET_IDS.map((p) => [p, []])) as unknown as Record<PresetId, string[]>,
    small: Object.fromEntries(PRESET_IDS.map((p) => [p, ['X-inline-file-floor']])) as unknown as Record<PresetId, string[]>,
    tiny: smallHost,
    capped: smallHost,
  };

  it.each(Object.keys(HOSTS) as Host[])('%s host: the small-host rules each preset fires, values inline', (host) => {
    const fired = Object.fromEntries(PRESET_IDS.map((p) => [p, smallRules(host, p)]));
    expect(fired).toEqual(expected[host]);
  });

  it("bulk-load's disabled L0 triggers do not make a database small: 40M keys (32.8 GB) on 512 MiB get M's rule", () => {
    expect(smallRules('capped', 'bulk-load', { totalKeys: 4e7 })).toEqual(
      smallRules('capped', 'general', { totalKeys: 4e7 }).filter((id) => id !== 'X-l0-small-host' && id !== 'X-inline-small-cache'),
    );
    expect(smallRules('capped', 'bulk-load', { totalKeys: 4e7 }).filter((id) => id.startsWith('X-small-db'))).toEqual([]);
  });
});
