import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, renameSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { lintOptionsText } from '@rocktune/calculator';
import { displayName } from '../../src/cli-kit/display-name.js';
import { runInProcess } from '../harness.js';

// Issue 36 item 6: seeded, bounded properties over the classes the campaign broke: tree shapes, names, encodings, sizes.
const root = mkdtempSync(join(tmpdir(), 'rocktune-lint-fuzz-'));
afterAll(() => execFileSync('rm', ['-rf', root]));
const FILE = '[Version]\n  rocksdb_version=7.8.3\n  options_file_version=1.1\n[DBOptions]\n[CFOptions "default"]\n';
writeFileSync(join(root, 'outside.ini'), 'SECRET_TOKEN=1\n');

/** A name as bytes: anything but NUL and '/', never '.' or '..', ending in .ini half of the time. */
const nameBytes = fc
  .tuple(fc.uint8Array({ minLength: 1, maxLength: 12 }), fc.boolean())
  .map(([bytes, ini]) => Buffer.concat([Buffer.from(bytes.map((b) => (b === 0 || b === 0x2f ? 0x5f : b))), Buffer.from(ini ? '.ini' : '')]))
  .filter((b) => b.toString('latin1') !== '.' && b.toString('latin1') !== '..');

type Node = { kind: 'file' | 'dir' | 'fifo' | 'link-out' | 'link-self' | 'link-up'; name: Buffer };
const node = fc.record({
  kind: fc.constantFrom('file', 'file', 'dir', 'fifo', 'link-out', 'link-self', 'link-up'),
  name: nameBytes,
}) as fc.Arbitrary<Node>;

/** Builds a two-level tree of the nodes; returns the OPTIONS-named regular files that must be linted, as shown. */
function build(dir: string, nodes: Node[]): string[] {
  const expected: string[] = [];
  const seen = new Set<string>();
  let sub: Buffer | undefined;
  for (const n of nodes) {
    const parent = n.kind !== 'dir' && sub ? Buffer.concat([Buffer.from(`${dir}/`), sub]) : Buffer.from(dir);
    const path = Buffer.concat([parent, Buffer.from('/'), n.name]);
    if (seen.has(path.toString('hex'))) continue;
    seen.add(path.toString('hex'));
    const shown = `${displayName(parent.subarray(root.length + 1))}/${displayName(n.name)}`;
    if (n.kind === 'file') {
      writeFileSync(path, FILE);
      if (/\.ini$/i.test(displayName(n.name))) expected.push(shown);
    } else if (n.kind === 'dir') {
      mkdirSync(path);
      sub = n.name;
    } else if (n.kind === 'fifo') {
      // mkfifo(1) gets its name as UTF-8; made under an ASCII name, then renamed to the bytes
      execFileSync('mkfifo', [join(dir, 'fifo.tmp')]);
      renameSync(join(dir, 'fifo.tmp'), path);
    } else symlinkSync(n.kind === 'link-out' ? join(root, 'outside.ini') : n.kind === 'link-self' ? path : '..', path);
  }
  return expected;
}

describe('lint DIR over random trees and names', () => {
  it('lints every OPTIONS file once, reads nothing outside, and never throws', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(node, { minLength: 1, maxLength: 10 }), async (nodes) => {
        const dir = join(root, `t${run++}`);
        mkdirSync(dir);
        const expected = build(dir, nodes);
        const r = await runInProcess(['lint', '--no-config', '--format', 'json', dir.slice(root.length + 1)], { cwd: root });
        if (r.code === 2) {
          expect(expected).toEqual([]);
          expect(r.stderr).toMatch(/^rocktune: error: t\d+: directory has no OPTIONS files/);
          return;
        }
        expect([0, 1]).toContain(r.code);
        const paths = (JSON.parse(r.stdout) as { files: { path: string }[] }).files.map((f) => f.path);
        for (const path of expected) expect(paths.filter((p) => p === path)).toHaveLength(1);
        expect(r.stdout).not.toContain('SECRET_TOKEN');
      }),
      { seed: 36, numRuns: 40 },
    );
  }, 20_000);
});

describe('lint over random bytes', () => {
  it('answers every encoding with one report: UTF-16 named, binary refused, the rest linted', async () => {
    const encoded = fc.oneof(
      fc.uint8Array({ maxLength: 300 }).map((b) => Buffer.from(b)),
      fc.string({ maxLength: 80 }).map((s) => Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(`[DBOptions]\n${s}`, 'utf16le')])),
      fc.string({ maxLength: 80 }).map((s) => Buffer.from(`[DBOptions]\n  db_host_id=${s}\n`, 'latin1')),
    );
    let run = 0;
    await fc.assert(
      fc.asyncProperty(encoded, async (bytes) => {
        const file = join(root, `e${run++}.ini`);
        writeFileSync(file, bytes);
        const r = await runInProcess(['lint', '--no-config', '--format', 'json', file], { cwd: root });
        expect([0, 1]).toContain(r.code);
        const report = JSON.parse(r.stdout) as { files: { findings: { message: string }[] }[] };
        expect(report.files).toHaveLength(1);
        if (bytes[0] === 0xff && bytes[1] === 0xfe) expect(report.files[0]?.findings[0]?.message).toMatch(/the file is UTF-16/);
      }),
      { seed: 36, numRuns: 150 },
    );
  });
});

describe('lint over sizes', () => {
  it('counts every duplicate key however many, listing at most 10,000', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 25_000 }), (n) => {
        const result = lintOptionsText(`${FILE.replace('[DBOptions]\n', `[DBOptions]\n${'  max_open_files=7\n'.repeat(n + 1)}`)}`);
        const listed = result.findings.filter((f) => f.ruleId === 'duplicate-key');
        expect(listed.length).toBe(n > 10_000 ? 10_001 : n);
        expect(result.counts.warning).toBeGreaterThanOrEqual(n);
      }),
      { seed: 36, numRuns: 12 },
    );
  });
});
