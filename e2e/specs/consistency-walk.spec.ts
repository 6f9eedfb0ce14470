import { DIALECTS, PRESET_IDS } from '@rocktune/calculator';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { usePageSession } from '../harness.js';

/** Three hosts: a small VM, the guide's server, and issue 24's 16-thread host with 1 KB values. */
const HOSTS = {
  small: 'threads=2&dram=4GB&keys=1e6',
  guide: 'threads=48&dram=128GB&keys=8e9',
  issue: 'threads=16&dram=64GB&value-size=1KB&keys=5e8',
};

/** The file's `key=value` lines: what the engine reads (a header comment such as TRocksDB's block_cache sets nothing). */
function fileValues(text: string): Map<string, string> {
  const values = new Map<string, string>();
  for (const line of text.split('\n')) {
    const entry = /^\s+([a-z0-9_]+)=(.*)$/.exec(line);
    if (entry) values.set(entry[1]!, entry[2]!.trim());
  }
  return values;
}

/** TRocksDB 6.4.6 cannot read block_cache from a file: it runs its default 8 MiB cache (rules.md R17). */
const ENGINE_DEFAULT_CACHE = 8 * 2 ** 20;

/** `168,000,000 (168 MB)` → `168000000`; lists and words as they are. */
const plain = (shown: string) => shown.replace(/ \(.*\)$/, '').replace(/,(?=\d{3})/g, '');

async function statements(page: Page) {
  return page.evaluate(() => ({
    options: Array.from(document.querySelectorAll('tr[data-option]')).map(
      (tr) =>
        [
          tr.getAttribute('data-option')!,
          tr.querySelector('td.value code')!.textContent!,
          tr.querySelector('td.value')!.textContent!,
        ] as const,
    ),
    memtables: Number(document.querySelector('[data-memory="memtables"] [data-capacity]')?.getAttribute('data-capacity')),
    cache: Number(document.querySelector('[data-memory="cache"] [data-capacity]')?.getAttribute('data-capacity')),
    warningCodes: [
      ...new Set(Array.from(document.querySelectorAll('.warnings li:not(.sev-info)')).map((li) => li.getAttribute('data-code'))),
    ].sort(),
    findings: Array.from(document.querySelectorAll('.warnings li')).map((li) => li.textContent ?? ''),
    levelFiles: document.querySelector('[data-testid="level-files"]')?.textContent ?? '',
  }));
}

/**
 * Issue 24's walk: every preset, both engines, three hosts. Nothing the page states about the result may contradict
 * the OPTIONS file it shows: the options table, the Memory panel's capacities, the warning count of the header, the
 * open-file statements, and no warning that names a CLI flag the page has no control for.
 */
describe('the page agrees with its file', () => {
  const env = usePageSession({ width: 1400, height: 1000 });
  const cases = Object.entries(HOSTS).flatMap(([host, hash]) =>
    DIALECTS.flatMap((dialect) =>
      PRESET_IDS.map((workload) => [host, dialect, workload, `${hash}&dialect=${dialect}&workload=${workload}`] as const),
    ),
  );

  it.each(cases)('%s host, %s, %s', async (_host, _dialect, _workload, hash) => {
    const { page } = env.s;
    await page.goto('about:blank');
    await page.goto(`${env.server.url}#${hash}`);
    const text = await page.getByTestId('options-file').innerText();
    const file = fileValues(text);
    const shown = await statements(page);

    for (const [name, value, cell] of shown.options) {
      if (file.has(name)) expect(plain(value), name).toBe(file.get(name));
      expect(cell.includes('not in the file'), name).toBe(!file.has(name));
    }
    expect(shown.memtables).toBe(Number(file.get('write_buffer_size')) * Number(file.get('max_write_buffer_number')));
    expect(shown.cache).toBe(file.has('block_cache') ? Number(file.get('block_cache')) : ENGINE_DEFAULT_CACHE);

    const header = /^# Warnings: (.*)$/m.exec(text)?.[1] ?? '';
    expect(shown.warningCodes).toEqual(header === 'none' ? [] : header.split(', ').sort());
    for (const finding of shown.findings) expect(finding).not.toMatch(/(^|\s)--[a-z]|rules\.md|keysPer/);

    const maxOpen = Number(file.get('max_open_files'));
    const filled = Number(/fills about ([\d,]+) files/.exec(shown.levelFiles)?.[1]?.replace(/,/g, ''));
    const raisesOpenFiles = shown.findings.some((f) => /Raise “Open files”/.test(f));
    expect(shown.levelFiles).toContain(
      filled <= maxOpen
        ? 'within max_open_files'
        : raisesOpenFiles
          ? 'more than max_open_files'
          : 'is the budget the file sizes are set for',
    );
    for (const finding of shown.findings) {
      const budget = /open-file budget of ([\d,]+)/.exec(finding);
      if (budget) expect(Number(budget[1]!.replace(/,/g, ''))).toBe(maxOpen);
      const raise = /Raise “Open files” to ([\d,]+)/.exec(finding);
      if (raise) expect(Number(raise[1]!.replace(/,/g, ''))).toBeGreaterThan(maxOpen);
      if (/within the open-file budget/.test(finding)) expect(filled).toBeLessThanOrEqual(maxOpen);
      const about = /about ([\d,]+) files/.exec(finding);
      if (about) expect(Number(about[1]!.replace(/,/g, '')), 'one file count on the page').toBe(filled);
      const sst = /SSTs of ([\d.]+) MB/.exec(finding);
      if (sst)
        expect(Math.abs(Number(sst[1]) * 1e6 - Number(file.get('target_file_size_base')))).toBeLessThan(
          0.01 * Number(file.get('target_file_size_base')),
        );
    }
    expect(env.s.errors).toEqual([]);
  });
});
