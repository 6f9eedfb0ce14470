import { beforeAll, describe, expect, it } from 'vitest';
import { CATALOG_SECTIONS, ENUM_VALUES, ROCKSDB_OPTIONS, ROCKSDB_VERSION, type CatalogOption } from '../../src/catalog/index.js';
import {
  buildDumper,
  classifyIntegers,
  dumpDefaults,
  missingToolchain,
  parseWithLibrary,
  type LibrarySection,
} from '../../../../tools/catalog/dumper.mjs';

// The committed catalog must match the linked RocksDB (librocksdb-dev 7.8.3). CI installs g++ and
// librocksdb-dev; elsewhere the suite is skipped with the reason printed.
const missing = missingToolchain();
if (missing) console.warn(`catalog-vs-library: skipped: ${missing}`);

const INTEGER_TYPES = new Set(['int', 'uint32', 'int64', 'uint64']);
const committed = (section: string, name: string): CatalogOption | undefined =>
  ROCKSDB_OPTIONS.find((o) => o.section === section && o.name === name);

describe.skipIf(missing !== undefined)('committed catalog vs the linked RocksDB', () => {
  let binary = '';
  let library: ReturnType<typeof dumpDefaults>;
  beforeAll(() => {
    binary = buildDumper();
    library = dumpDefaults(binary);
  });

  it('describes the linked version', () => {
    expect(library.version).toBe(ROCKSDB_VERSION);
  });

  it.each(CATALOG_SECTIONS)('has every option %s serializes, with the same default', (section) => {
    const defaults = library.sections[section as LibrarySection];
    expect(defaults.size).toBeGreaterThan(25);
    const mismatches = [...defaults].filter(([name, value]) => committed(section, name)?.default !== value);
    expect(mismatches).toEqual([]);
  });

  it.each(CATALOG_SECTIONS)('gives %s integers the width the library parses them with', (section) => {
    const integers = ROCKSDB_OPTIONS.filter((o) => o.section === section && INTEGER_TYPES.has(o.type) && o.persisted !== false);
    const widths = classifyIntegers(binary, section as LibrarySection, integers.map((o) => o.name));
    expect(integers.filter((o) => widths.get(o.name) !== o.type).map((o) => `${o.name}: ${o.type} vs ${widths.get(o.name)}`)).toEqual([]);
  });

  it('only lists options the library accepts (including the ones it never writes)', () => {
    const unwritten = ROCKSDB_OPTIONS.filter((o) => !library.sections[o.section as LibrarySection].has(o.name));
    expect(unwritten.length).toBeGreaterThan(20);
    const sample = (o: CatalogOption) => (o.type === 'list' ? 'kNoCompression:kZSTD' : '1');
    const answers = parseWithLibrary(binary, unwritten.map((o) => ({ section: o.section as LibrarySection, name: o.name, value: sample(o) })));
    expect(unwritten.filter((_, i) => !answers[i]?.ok).map((o) => o.name)).toEqual([]);
  });

  it('accepts every enum constant in the catalog and refuses others', () => {
    const enums = ROCKSDB_OPTIONS.filter((o) => o.type === 'enum' && o.values);
    expect(enums.length).toBeGreaterThan(10);
    const requests = enums.flatMap((o) => [...(o.values ?? []), 'kNotAConstant'].map((value) => ({ section: o.section as LibrarySection, name: o.name, value })));
    const answers = parseWithLibrary(binary, requests);
    const wrong = requests.filter((r, i) => answers[i]?.ok !== (r.value !== 'kNotAConstant')).map((r) => `${r.name}=${r.value}`);
    expect(wrong).toEqual([]);
    expect(ENUM_VALUES.compression).toContain('kZSTD');
  });
});
