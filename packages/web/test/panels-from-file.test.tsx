// @vitest-environment happy-dom
import { listEntries, parseOptionsIni, type OptionsDocument } from '@rocktune/calculator';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { App } from '../src/App.js';

const INPUT_SETS = {
  guide: '/',
  trocksdb: '/#dialect=trocksdb',
  tinyTrocksdb: '/#dialect=trocksdb&threads=2&dram=512MiB&keys=2e6&open-files=1000',
  separated: '/#kv-separation=on',
  autoTuned: '/#workload=auto-tuned-compactions',
  tiny: '/#threads=2&dram=512MiB&keys=2e6&open-files=1000',
} as const;

/** The file on screen, parsed as RocksDB reads it. */
function shownFile(): OptionsDocument {
  return parseOptionsIni(screen.getByTestId('options-file').textContent ?? '').document;
}

/** The entry RocksDB reads for an option, whichever section holds it. */
function fileValue(doc: OptionsDocument, key: string): string | undefined {
  return listEntries(doc).find(({ entry }) => entry.key === key)?.entry.value;
}

function fileNumber(doc: OptionsDocument, key: string): number | undefined {
  const value = fileValue(doc, key);
  return value === undefined ? undefined : Number(value);
}

function openWith(hash: string) {
  history.replaceState(null, '', hash);
  render(<App />);
  return shownFile();
}

describe('every panel states the emitted file (issue 35 majors 2, 6)', () => {
  afterEach(cleanup);

  it.each(Object.entries(INPUT_SETS))('%s: the Options table marks each option the file does not set, and shows no other', (_, hash) => {
    const doc = openWith(hash);
    for (const row of document.querySelectorAll<HTMLElement>('tr[data-option]')) {
      const name = row.dataset.option!;
      const inFile = fileValue(doc, name) !== undefined;
      expect([name, row.dataset.inFile]).toEqual([name, inFile ? 'true' : 'false']);
      expect([name, /not in the file/.test(row.textContent ?? '')]).toEqual([name, !inFile]);
    }
  });

  it.each(Object.entries(INPUT_SETS))(
    '%s: each capacity of the Memory panel is the file’s (or, absent, the engine’s default)',
    (name, hash) => {
      const doc = openWith(hash);
      const capacity = (key: string) =>
        Number(document.querySelector(`tr[data-memory="${key}"] td[data-capacity]`)?.getAttribute('data-capacity'));
      expect(capacity('memtables')).toBe(fileNumber(doc, 'write_buffer_size')! * fileNumber(doc, 'max_write_buffer_number')!);
      // TRocksDB 6.4.6 cannot read block_cache from a file: it runs its default 8 MiB LRU cache (engine profile, rules.md R17)
      const cache = fileNumber(doc, 'block_cache') ?? 8 * 2 ** 20;
      expect(capacity('cache')).toBe(cache);
      const cacheRow = document.querySelector('tr[data-memory="cache"]')?.textContent ?? '';
      expect(/not in the file/.test(cacheRow)).toBe(fileNumber(doc, 'block_cache') === undefined);
      if (name.toLowerCase().includes('trocksdb')) expect(cacheRow).toContain('8,388,608');
    },
  );

  it.each(Object.entries(INPUT_SETS))(
    '%s: the Levels panel compares with the file’s max_open_files, and states no problem the warnings do not',
    (_, hash) => {
      const doc = openWith(hash);
      const text = screen.getByTestId('level-files').textContent ?? '';
      const open = fileNumber(doc, 'max_open_files')!;
      expect(text).toContain(`max_open_files ${open.toLocaleString('en-US')}`);
      const warned = document.querySelectorAll('[data-code="target-file-size-capped"], [data-code="raise-open-files"]').length > 0;
      if (/costs reads/.test(text)) expect(warned).toBe(true);
    },
  );
});

describe('the Levels panel’s data size and its files agree (issue 35 minor: 6.56 TB vs 198,126 files x 33.6 MB)', () => {
  afterEach(cleanup);
  const KEYS: Record<string, number> = { tinyTrocksdb: 2e6, tiny: 2e6 };

  it.each(Object.entries(INPUT_SETS))('%s: files x the file’s target_file_size_base hold the SST bytes it states', (name, hash) => {
    const doc = openWith(hash);
    const keys = KEYS[name] ?? 8e9;
    const separated = fileValue(doc, 'enable_blob_files') === 'true' || fileValue(doc, 'vlogfile_max_size') !== undefined;
    // rules.md R20: an SST entry is K + P + 3 bytes with values separated, K + 8 + V + 3 inline (K 20, P 20, V 800)
    const sstBytes = keys * (separated ? 20 + 20 + 3 : 20 + 8 + 800 + 3);
    const panel = screen.getByTestId('level-files');
    expect(Number(panel.querySelector('[data-sst-bytes]')?.getAttribute('data-sst-bytes'))).toBe(sstBytes);
    const fileSize = fileNumber(doc, 'target_file_size_base')!;
    const ssts = Number(/([\d,]+) SSTs of/.exec(panel.textContent ?? '')?.[1]?.replace(/,/g, ''));
    expect(ssts * fileSize).toBeGreaterThanOrEqual(sstBytes);
    expect(ssts * fileSize - sstBytes).toBeLessThan(fileSize);
    expect(panel.textContent).toContain(`each key takes ${separated ? 3 : 11} bytes more`);
  });
});

describe('a preset that overrides an input says so in the form (issue 35 major 4)', () => {
  afterEach(cleanup);

  it('auto-tuned-compactions: the Compression field says the file uses none; the CLI line says --compression none', () => {
    const doc = openWith(INPUT_SETS.autoTuned);
    expect(fileValue(doc, 'compression')).toBe('kNoCompression');
    const field = document.querySelector('[data-field="compression"]')?.textContent ?? '';
    expect(field).toMatch(/overridden/i);
    expect(field).toContain('none');
    expect(screen.getByTestId('reproduce-command').textContent).toContain('--compression none');
    expect(document.querySelector('[data-code="preset-overrides-input"]')).not.toBeNull();
  });

  it('general: no override said', () => {
    openWith(INPUT_SETS.guide);
    expect(document.querySelector('[data-field="compression"]')?.textContent ?? '').not.toMatch(/overridden/i);
  });
});

describe('"What changed" and the Memory panel total one number (issue 35 minor)', () => {
  afterEach(cleanup);

  it.each([INPUT_SETS.guide, INPUT_SETS.trocksdb])(
    '%s, CPU threads to 24: the total memory after the change is the panel’s total',
    (hash) => {
      openWith(hash);
      const threads = screen.getByLabelText('CPU threads', { selector: 'input' });
      fireEvent.focus(threads);
      fireEvent.change(threads, { target: { value: '24' } });
      fireEvent.blur(threads);
      const changed = document.querySelector('[data-change="total memory"] strong')?.textContent ?? '';
      const total = Number(document.querySelector('tr[data-memory="total"] td[data-capacity]')?.getAttribute('data-capacity'));
      expect(Number(changed.replace(/ \(.*\)$/, '').replace(/,/g, ''))).toBe(total);
    },
  );
});

describe('a total past the memory budget is said (issue 35 minor: read-heavy 102,464,000,000 over 102,400,000,000)', () => {
  afterEach(cleanup);

  it('read-heavy on the guide host: the readers of the file’s 80,000 open SSTs are on top of the 0.8 × 128 GB budget', () => {
    const doc = openWith('/#workload=read-heavy');
    // rules.md R17 read-heavy: memtables + cache fill the budget, 0.8 * 128e9; R20: 800 bytes per open SST reader.
    const readers = fileNumber(doc, 'max_open_files')! * 800;
    const total = Number(document.querySelector('tr[data-memory="total"] td[data-capacity]')?.getAttribute('data-capacity'));
    expect(total).toBe(0.8 * 128e9 + readers);
    const note = document.querySelector('[data-memory="over-budget"]');
    expect(Number(note?.getAttribute('data-over'))).toBe(readers);
    expect(note?.textContent).toContain('64,000,000 bytes) above the 102 GB (102,400,000,000 bytes) budget');
    expect(note?.textContent).toContain('readers (64 MB) come on top');
  });

  it('general on the guide host stays under the budget and says nothing', () => {
    openWith(INPUT_SETS.guide);
    expect(document.querySelector('[data-memory="over-budget"]')).toBeNull();
  });
});

describe('a warning’s “What to do” names no size its finding does not (issue 35 minor)', () => {
  afterEach(cleanup);

  it.each(Object.entries(INPUT_SETS))('%s', (_, hash) => {
    openWith(hash);
    for (const li of document.querySelectorAll<HTMLElement>('.warnings li')) {
      const message = `${li.querySelector('.message')?.textContent ?? ''} ${li.querySelector('details.more')?.textContent ?? ''}`;
      const todo = li.querySelector('.todo')?.textContent ?? '';
      // a value to set (the disk rate the user knows) is not a statement about the result
      for (const size of todo.replace(/Set “[^”]+” to \S+/g, '').match(/\d[\d.,]* ?[KMGT]i?B/g) ?? [])
        expect([li.dataset.code, message]).toEqual([li.dataset.code, expect.stringContaining(size)]);
    }
  });
});

describe('no internal paths or jargon on the page (issue 35 minor)', () => {
  afterEach(cleanup);

  it.each([...Object.entries(INPUT_SETS), ['bulkTiny', '/#workload=bulk-load&threads=2&dram=512MiB&keys=2e6&open-files=1000']])(
    '%s: no repository path, rule file or lab name in what the page says',
    (_, hash) => {
      openWith(hash);
      for (const row of document.querySelectorAll<HTMLElement>('.row-toggle')) row.click();
      const said = (document.querySelector('main')?.textContent ?? '').replace(screen.getByTestId('options-file').textContent ?? '', '');
      expect(said.match(/rules\.md|bench\/results|[\w-]+\.md\b|capped regime|--list-targets|extension X-/g) ?? []).toEqual([]);
    },
  );
});

describe('the Compression hint says what the file does (issue 35)', () => {
  afterEach(cleanup);

  it.each(Object.entries(INPUT_SETS))('%s', (_, hash) => {
    const doc = openWith(hash);
    const hint = document.querySelector('[data-field="compression"] .hint')?.textContent ?? '';
    const levels = fileValue(doc, 'compression_per_level')?.split(':');
    if (levels === undefined) return;
    expect(/L0-L2 stay uncompressed/.test(hint)).toBe(levels[0] === 'kNoCompression');
  });
});

describe('notes: one line each, the rest behind “more” (issue 35 minor)', () => {
  afterEach(cleanup);

  it.each(Object.entries(INPUT_SETS))('%s', (_, hash) => {
    openWith(hash);
    for (const li of document.querySelectorAll<HTMLElement>('.warnings li')) {
      const head = li.querySelector('.message')?.textContent ?? '';
      expect([li.dataset.code, head.length <= 101]).toEqual([li.dataset.code, true]);
      const more = li.querySelector('details.more');
      if (head.endsWith('…')) expect(more?.textContent ?? '').toMatch(/^more\S/);
      else expect(more).toBeNull();
    }
  });
});
