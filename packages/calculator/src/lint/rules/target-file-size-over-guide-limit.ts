import { defineRule } from '../define-rule.js';
import { GUIDE_MAX_TARGET_FILE_SIZE, overGuideLimit } from '../guide.js';

export const targetFileSizeOverGuideLimitRule = defineRule(
  'target-file-size-over-guide-limit',
  overGuideLimit(
    'target_file_size_base',
    GUIDE_MAX_TARGET_FILE_SIZE,
    "exceeds the guide's 12.5 MB (100 MB / 8) for key-value separated databases.",
  ),
);
