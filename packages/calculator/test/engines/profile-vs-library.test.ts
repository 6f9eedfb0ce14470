import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_TARGET, getEngineProfile, PROFILE_SECTIONS, type ProfileOption } from '../../src/index.js';
import {
  buildDumper,
  classifyIntegers,
  dumpDefaults,
  missingToolchain,
  parseWithLibrary,
  type LibrarySection,
} from '../../../../tools/library/dumper.mjs';

// The linked engine's profile (generated from its source tag by tools/profiles) must match the
// library the addon links. CI installs g++ and librocksdb-dev; elsewhere the suite is skipped.
const missing = missingToolchain();
if (missing) console.warn(`profile-vs-library: skipped: ${missing}`);

const profile = getEngineProfile(DEFAULT_TARGET);
const INTEGER_TYPES = new Set(['int', 'int32', 'uint8', 'uint32', 'int64', 'uint64']);
const own = (section: string, name: string): ProfileOption | undefined => profile.get(section as ProfileOption['section'], name);

/** `{b=1;a=2;}` and `{a=2;b=1;}` are the same struct: the library writes fields in hash order. */
const normalize = (value: string | undefined) =>
  value?.startsWith('{') ? value.slice(1, -1).split(';').filter(Boolean).sort().join(';') : value;

/**
 * Fields the `4g` probe cannot classify because the engine parses then sanitizes or truncates:
 * block_restart_interval / index_block_restart_interval are ints (4g -> 0) raised to 1 by the table
 * factory; read_amp_bytes_per_bit is read as uint64 and truncated into its uint32 field on purpose.
 */
const PROBE_EXCEPTIONS = new Set(['block_restart_interval', 'index_block_restart_interval', 'read_amp_bytes_per_bit']);

describe.skipIf(missing !== undefined)('the linked engine profile vs the linked RocksDB', () => {
  let binary = '';
  let library: ReturnType<typeof dumpDefaults>;
  beforeAll(() => {
    binary = buildDumper();
    library = dumpDefaults(binary);
  }, 120_000);

  it('describes the linked version', () => {
    expect(library.version).toBe(profile.version);
  });

  it.each(PROFILE_SECTIONS)('has every option %s serializes, with the same default', (section) => {
    const defaults = library.sections[section as LibrarySection];
    // PlainTable serializes 8 options and CuckooTable 5; the other sections dozens.
    expect(defaults.size).toBeGreaterThan(/Plain|Cuckoo/.test(section) ? 4 : 25);
    const mismatches = [...defaults].filter(([name, value]) => normalize(own(section, name)?.default) !== normalize(value));
    expect(mismatches).toEqual([]);
  });

  it.each(PROFILE_SECTIONS)('gives %s integers the width the library parses them with', (section) => {
    const integers = profile.options.filter(
      (o) => o.section === section && INTEGER_TYPES.has(o.type) && o.persisted !== false && !PROBE_EXCEPTIONS.has(o.name),
    );
    const widths = classifyIntegers(
      binary,
      section as LibrarySection,
      integers.map((o) => o.name),
    );
    expect(integers.filter((o) => widths.get(o.name) !== o.type).map((o) => `${o.name}: ${o.type} vs ${widths.get(o.name)}`)).toEqual([]);
  });

  it('reads the probe exceptions as the profile says', () => {
    const answers = parseWithLibrary(binary, [
      { section: 'TableOptions/BlockBasedTable', name: 'block_restart_interval', value: '4g' },
      { section: 'TableOptions/BlockBasedTable', name: 'read_amp_bytes_per_bit', value: '8589934592' },
      { section: 'TableOptions/BlockBasedTable', name: 'read_amp_bytes_per_bit', value: '4294967297' },
    ]);
    expect(answers).toEqual([
      { ok: true, value: '1' },
      { ok: true, value: '0' },
      { ok: true, value: '1' },
    ]);
    expect(own('TableOptions/BlockBasedTable', 'read_amp_bytes_per_bit')).toMatchObject({ type: 'uint64', storedAs: 'uint32' });
    expect(own('TableOptions/BlockBasedTable', 'block_restart_interval')?.type).toBe('int');
  });

  it('only lists options the library accepts (including the ones it never writes)', () => {
    // env=<name> loads a registered Env; the dumper registers none, and an unknown one aborts it.
    const unwritten = profile.options.filter((o) => !library.sections[o.section as LibrarySection].has(o.name) && o.name !== 'env');
    expect(unwritten.length).toBeGreaterThan(20);
    const sample = (o: ProfileOption) => (o.type === 'list' ? 'kNoCompression:kZSTD' : o.type === 'object' ? 'nullptr' : '1');
    const answers = parseWithLibrary(
      binary,
      unwritten.map((o) => ({ section: o.section as LibrarySection, name: o.name, value: sample(o) })),
    );
    expect(unwritten.filter((_, i) => !answers[i]?.ok).map((o) => o.name)).toEqual([]);
  });

  it('accepts every enum constant in the profile and refuses others', () => {
    const enums = profile.options.filter((o) => o.type === 'enum' && o.values && o.deprecated === undefined);
    expect(enums.length).toBeGreaterThan(10);
    const requests = enums.flatMap((o) =>
      [...(o.values ?? []), 'kNotAConstant'].map((value) => ({ section: o.section as LibrarySection, name: o.name, value })),
    );
    const answers = parseWithLibrary(binary, requests);
    const wrong = requests.filter((r, i) => answers[i]?.ok !== (r.value !== 'kNotAConstant')).map((r) => `${r.name}=${r.value}`);
    expect(wrong).toEqual([]);
  });

  it('checks struct values field by field, as the profile lists the fields', () => {
    const requests = [
      { name: 'compression_opts', value: '{level=3;}', ok: true },
      { name: 'compression_opts', value: '{checksum=false;}', ok: false },
      { name: 'compression_opts', value: '{level=abc;}', ok: false },
      { name: 'compaction_options_universal', value: '{size_ratio=2;stop_style=kCompactionStopStyleSimilarSize;}', ok: true },
      { name: 'compaction_options_universal', value: '{no_such_field=1;}', ok: false },
    ];
    const answers = parseWithLibrary(
      binary,
      requests.map(({ name, value }) => ({ section: 'CFOptions' as LibrarySection, name, value })),
    );
    expect(answers.map((a) => a.ok)).toEqual(requests.map((r) => r.ok));
    expect(Object.keys(own('CFOptions', 'compression_opts')?.fields ?? {})).toContain('level');
    expect(own('CFOptions', 'compression_opts')?.fields?.checksum).toBeUndefined();
  });
});
