import { clipRange } from '../../engines/facts.js';
import { defineRule } from '../define-rule.js';
import { atOption, bytes } from '../report.js';

export const writeBufferBelowRecordRule = defineRule('write-buffer-below-record', (ctx) => {
  const value = ctx.facts.valueSize;
  if (value === undefined) return [];
  const record = value + (ctx.facts.keySize ?? 0);
  // The target clips write_buffer_size into its SanitizeOptions range before using it.
  const clip = clipRange(ctx.profile, 'write_buffer_size');
  return ctx.columnFamilies.flatMap(({ cf }) => {
    const written = ctx.number(cf, 'write_buffer_size');
    const size = written === undefined ? undefined : Math.min(Math.max(written, clip.min), clip.max ?? Infinity);
    if (size === undefined || size >= record) return [];
    return [
      atOption(
        cf,
        'write_buffer_size',
        'small',
        `write_buffer_size = ${bytes(size)} cannot hold one record of ${bytes(record)} (declared key + value): each write fills a memtable and forces a flush.`,
      ),
    ];
  });
});
