import { bytesAsNumber, memtablePeakBytes } from '../memory/exact.js';
import { guide } from '../provenance.js';
import type { SizingContext } from './context.js';
import { formatInteger } from '../units.js';
import { maxWriteBufferNumber } from './max_write_buffer_number.js';
import type { Derivation } from './types.js';
import { writeBufferSize } from './write_buffer_size.js';

/** rules.md R16: memtable memory = write_buffer_size * max_write_buffer_number. */
export function memtableBytes(ctx: SizingContext): Derivation {
  const wbs = writeBufferSize(ctx).value;
  const buffers = maxWriteBufferNumber(ctx).value;
  const value = bytesAsNumber(memtablePeakBytes(wbs, buffers));
  return {
    value,
    formula: `write_buffer_size * max_write_buffer_number = ${formatInteger(wbs)} * ${buffers} = ${formatInteger(value)}`,
    source: guide('Cache Size Configuration'),
    why: 'Memory all memtables of the column family can hold at once.',
  };
}
