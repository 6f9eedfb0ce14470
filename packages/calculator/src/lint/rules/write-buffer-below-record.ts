import { clipRange } from '../../engines/facts.js';
import { defineRule } from '../define-rule.js';
import { atOption, bytes } from '../report.js';

export const writeBufferBelowRecordRule = defineRule({
  id: 'write-buffer-below-record',
  severity: 'error',
  description:
    'A write buffer smaller than one record (declared key + value size): every write fills a memtable and forces a flush. Needs --value-size.',
  needsFacts: true,
  messages: { small: 'The write buffer cannot hold one record.' },
  check(ctx) {
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
  },
});
