// The input shapes of the lint-cost benchmark: each a function writing one OPTIONS file of about `bytes` (or `count`
// sections), streamed to disk in 1 MiB pieces so the benchmark itself never holds a 64 MiB string.
import { closeSync, openSync, writeSync } from 'node:fs';
import { defaultProfile } from '@rocktune/calculator';

export const MIB = 2 ** 20;
const HEAD = `[Version]\n  rocksdb_version=${defaultProfile().version}\n  options_file_version=1.1\n[DBOptions]\n`;
const TAIL = '[CFOptions "default"]\n';

export interface Shape {
  /** What the row is called, e.g. `10 MiB of one duplicated key`. */
  input: string;
  /** What a line of it is (the count column counts these). */
  unit: string;
  write: (path: string) => { bytes: number; count: number };
}

/** HEAD, then `piece(i)` while under `bytes` and `count`, then `tail`. */
function writePieces(path: string, piece: (i: number) => string, limit: { bytes: number; count?: number }, tail = TAIL) {
  const fd = openSync(path, 'w');
  let bytes = writeSync(fd, HEAD);
  let chunk = '';
  let count = 0;
  const room = limit.bytes - tail.length;
  for (; count < (limit.count ?? Infinity); count++) {
    const next = piece(count);
    if (bytes + chunk.length + next.length > room) break;
    chunk += next;
    if (chunk.length > MIB) {
      bytes += writeSync(fd, chunk);
      chunk = '';
    }
  }
  bytes += writeSync(fd, chunk) + writeSync(fd, tail);
  closeSync(fd);
  return { bytes, count };
}

const comment = `# ${'c'.repeat(60)}\n`;
const duplicate = '  max_background_jobs=4\n';
const COLONS = 64 * 1024;
const colons = ':'.repeat(COLONS);
const section = (i: number) =>
  `[CFOptions "cf${i}"]\n  write_buffer_size=67108864\n[TableOptions/BlockBasedTable "cf${i}"]\n  block_size=4096\n`;

/** Every shape at 1, 10 and just under 64 MiB (the input limit), and 1,000 to 200,000 column families. */
export function shapes(): Shape[] {
  const sizes = [1, 10, 64];
  const under = (mib: number) => (mib === 64 ? 64 * MIB - 1024 : mib * MIB);
  return [
    ...sizes.map((mib) => ({
      input: `${mib} MiB of comment lines`,
      unit: 'lines',
      write: (path: string) => writePieces(path, () => comment, { bytes: under(mib) }),
    })),
    ...sizes.map((mib) => ({
      input: `${mib} MiB of one duplicated key`,
      unit: 'lines',
      write: (path: string) => writePieces(path, () => duplicate, { bytes: under(mib) }),
    })),
    ...sizes.map((mib) => ({
      input: `one ${mib} MiB line (compression_per_level=:::...)`,
      unit: 'list items',
      write: (path: string) => {
        const written = writePieces(path, (i) => (i === 0 ? `${TAIL}  compression_per_level=` : colons), { bytes: under(mib) - 1 }, '\n');
        return { bytes: written.bytes, count: (written.count - 1) * COLONS };
      },
    })),
    ...[1_000, 10_000, 50_000, 200_000].map((count) => ({
      input: `${count.toLocaleString('en-US')} [CFOptions] sections`,
      unit: 'sections',
      write: (path: string) => writePieces(path, section, { bytes: 64 * MIB, count }, ''),
    })),
  ];
}
