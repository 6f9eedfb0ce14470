import type { FlagSpec } from '../cli-kit/command.js';
import { oneOf } from '../cli-kit/flag-types.js';

/** `--load sequential|random` (compare, validate): T2's key order; random overwrites, so compaction work exists. */
export const LOAD_ORDER_FLAG = {
  load: {
    type: 'string',
    value: oneOf(['sequential', 'random'] as const),
    valueName: 'sequential|random',
    description:
      "T2's key order: sequential (the guide's T2) or random (uniform keys with overwrites, as db_bench fillrandom; T5's writer overwrites too): compaction work exists only with random",
    defaultText: 'sequential',
  },
} satisfies Record<string, FlagSpec>;
