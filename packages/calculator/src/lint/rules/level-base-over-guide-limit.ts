import { defineRule } from '../define-rule.js';
import { GUIDE_MAX_LEVEL_BASE, overGuideLimit } from '../guide.js';

export const levelBaseOverGuideLimitRule = defineRule(
  'level-base-over-guide-limit',
  overGuideLimit(
    'max_bytes_for_level_base',
    GUIDE_MAX_LEVEL_BASE,
    "is above the guide's 100 MB cap for key-value separated databases (8 x the 12.5 MB SST cap); the guide sizes it as 8 x target_file_size_base.",
  ),
);
