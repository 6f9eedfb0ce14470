import type { FlagSpec } from '../cli-kit/command.js';
import { count, decimal, oneOf } from '../cli-kit/flag-types.js';

/** `-f, --format FMT`: one of a command's output formats, the first of them by default. */
export function formatFlag<const F extends string>(formats: readonly [F, ...F[]]) {
  return {
    format: {
      type: 'string',
      short: 'f',
      value: oneOf(formats),
      valueName: 'FMT',
      description: `output: ${formats.join(', ')}`,
      defaultText: formats[0],
    },
  } satisfies Record<string, FlagSpec>;
}

/** `--stores N`: how many stores share the host's one memory budget (formats other than the OPTIONS file). */
export const STORES_FLAG = {
  stores: {
    type: 'string',
    value: count({ min: 1, max: 1_000_000 }),
    valueName: 'N',
    description:
      "stores sharing the host (column families, Kafka Streams stores, Flink RocksDB instances): one block cache and one write-buffer budget for all, each store's memtables and open files its 1/N (options-string, kafka-streams, flink, json, explain)",
    defaultText: '1',
  },
  'store-key-share': {
    type: 'string',
    value: decimal({ min: 0.000001, max: 1 }, 'a fraction'),
    valueName: 'F',
    description:
      "with --stores N: the share of --keys (all stores' keys together) the largest store holds; each store's file and level sizes are sized for that share and its 1/N of the open files, the memory stays one budget",
    defaultText: '1/N (the keys split evenly)',
  },
} satisfies Record<string, FlagSpec>;
