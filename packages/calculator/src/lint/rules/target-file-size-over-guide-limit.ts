import { defineRule } from '../define-rule.js';
import { GUIDE_MAX_TARGET_FILE_SIZE, overGuideLimit } from '../guide.js';

export const targetFileSizeOverGuideLimitRule = defineRule({
  id: 'target-file-size-over-guide-limit',
  severity: 'warning',
  description: 'target_file_size_base above 12.5 MB with key-value separation: the KIOXIA guide caps SSTs at 1/8 of the 100 MB level base.',
  messages: { over: 'SST size above the guide limit.' },
  check: overGuideLimit(
    'target_file_size_base',
    GUIDE_MAX_TARGET_FILE_SIZE,
    "exceeds the guide's 12.5 MB (100 MB / 8) for key-value separated databases.",
  ),
});
