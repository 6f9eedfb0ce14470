export { type Placement, plainValue } from './placement.js';
export { optionStringPlacements, optionStringsText, toOptionStrings, TABLE_KEY, type OptionStrings } from './options-string.js';
export { KAFKA_CLASS, kafkaSharedMemory, kafkaStreamsPlacements } from './kafka-streams.js';
export { kafkaStreamsText } from './kafka-streams-class.js';
export { GENERATED_FORMATS, GENERATED_FORMAT_IDS, type GeneratedFormat, type GeneratedFormatId } from './registry.js';
export { lintOptionString } from './lint-option-string.js';
export { looksLikeOptionString } from './option-string-ini.js';
export { flinkManagedBytes, flinkPlacements, flinkText, writeBufferRatio } from './flink.js';
export { perStoreValue, storesPlan, type StoresPlan } from './stores.js';
