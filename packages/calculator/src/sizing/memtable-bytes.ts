import { bytesAsNumber, memtablePeakBytes } from '../memory/exact.js';
import { guide } from '../provenance.js';
import { formatInteger } from '../units.js';
import { defineNode } from './graph.js';

/** rules.md R16: memtable memory = write_buffer_size * max_write_buffer_number. */
export const memtableBytes = defineNode(
  'memtableBytes',
  ['write_buffer_size', 'max_write_buffer_number'],
  (_ctx, { write_buffer_size, max_write_buffer_number }) => {
    const wbs = write_buffer_size.value;
    const buffers = max_write_buffer_number.value;
    const value = bytesAsNumber(memtablePeakBytes(wbs, buffers));
    return {
      value,
      formula: `write_buffer_size * max_write_buffer_number = ${formatInteger(wbs)} * ${buffers} = ${formatInteger(value)}`,
      source: guide('Cache Size Configuration'),
      why: 'Memory all memtables of the column family can hold at once.',
    };
  },
);
