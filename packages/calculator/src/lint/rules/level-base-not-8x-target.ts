import { defineRule } from '../define-rule.js';
import { fix, setOptionEdit } from '../edits.js';
import { GUIDE_MULTIPLIER, guideFamilies } from '../guide.js';
import { atOption, bytes } from '../report.js';

export const levelBaseNot8xTargetRule = defineRule('level-base-not-8x-target', (ctx) =>
  guideFamilies(ctx).flatMap((cf) => {
    if (ctx.number(cf, 'max_bytes_for_level_multiplier') !== GUIDE_MULTIPLIER) return [];
    const target = ctx.number(cf, 'target_file_size_base');
    const base = ctx.number(cf, 'max_bytes_for_level_base');
    if (target === undefined || base === undefined || base === target * GUIDE_MULTIPLIER) return [];
    const wanted = String(target * GUIDE_MULTIPLIER);
    return [
      atOption(
        cf,
        'max_bytes_for_level_base',
        'ratio',
        `max_bytes_for_level_base = ${bytes(base)} but 8 x target_file_size_base = ${bytes(target * GUIDE_MULTIPLIER)}: with multiplier 8 the guide makes level i hold 8^i files of target_file_size_base.`,
        {
          fix: fix(`set max_bytes_for_level_base=${wanted}`, setOptionEdit(ctx, cf, 'max_bytes_for_level_base', wanted)),
        },
      ),
    ];
  }),
);
