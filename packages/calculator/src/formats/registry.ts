import type { Recommendation } from '../recommend.js';
import { flinkPlacements, flinkText } from './flink.js';
import { kafkaStreamsText } from './kafka-streams-class.js';
import { kafkaStreamsPlacements } from './kafka-streams.js';
import { optionStringPlacements, optionStringsText } from './options-string.js';
import type { Placement } from './placement.js';

/** An output besides the OPTIONS file: where each option goes in it, and the text `generate --format` prints. */
export interface GeneratedFormat {
  /** What the output is, for explain's heading. */
  readonly title: string;
  /** `stores`: how many stores share the one budget (1: the file's single database). */
  readonly placements: (rec: Recommendation, stores?: number) => Placement[];
  readonly text: (rec: Recommendation, rocktuneVersion: string, stores?: number) => string;
  /** Why the format cannot be written for TRocksDB; absent: it can. */
  readonly notForTrocksdb?: string;
}

export const GENERATED_FORMATS = {
  'options-string': {
    title: "RocksDB's option strings (GetDBOptionsFromString / GetColumnFamilyOptionsFromString)",
    placements: optionStringPlacements,
    text: optionStringsText,
  },
  'kafka-streams': {
    title: "a Kafka Streams RocksDBConfigSetter (RocksJava setters on each store's Options)",
    placements: kafkaStreamsPlacements,
    text: kafkaStreamsText,
    notForTrocksdb: 'Kafka Streams runs the upstream RocksDB of its rocksdbjni, not TRocksDB',
  },
  flink: {
    title: "Flink's RocksDB state backend keys (state.backend.rocksdb.*)",
    placements: flinkPlacements,
    text: flinkText,
    notForTrocksdb: 'Flink runs its own RocksDB build (FRocksDB), not TRocksDB',
  },
} as const satisfies Record<string, GeneratedFormat>;

export type GeneratedFormatId = keyof typeof GENERATED_FORMATS;
export const GENERATED_FORMAT_IDS = Object.keys(GENERATED_FORMATS) as GeneratedFormatId[];
