import { backgroundJobsExceedThreadsRule } from './rules/background-jobs-exceed-threads.js';
import { backgroundJobsOverriddenRule } from './rules/background-jobs-overridden.js';
import { blockCacheExceedsDramRule } from './rules/block-cache-exceeds-dram.js';
import { compressionNotSupportedRule } from './rules/compression-not-supported.js';
import { compressionOnUpperLevelsRule } from './rules/compression-on-upper-levels.js';
import { defaultCfFirstRule } from './rules/default-cf-first.js';
import { deprecatedOptionRule } from './rules/deprecated-option.js';
import { driftFromRecommendationRule } from './rules/drift-from-recommendation.js';
import { duplicateKeyRule } from './rules/duplicate-key.js';
import { duplicateSectionRule } from './rules/duplicate-section.js';
import { emptyListItemRule } from './rules/empty-list-item.js';
import { filterPolicyIgnoredRule } from './rules/filter-policy-ignored.js';
import { incompatibleOptionsRule } from './rules/incompatible-options.js';
import { integerOverflowRule } from './rules/integer-overflow.js';
import { invalidVersionRule } from './rules/invalid-version.js';
import { l0TriggerOrderRule } from './rules/l0-trigger-order.js';
import { levelBaseNot8xTargetRule } from './rules/level-base-not-8x-target.js';
import { levelBaseOverGuideLimitRule } from './rules/level-base-over-guide-limit.js';
import { memtablesExceedDramRule } from './rules/memtables-exceed-dram.js';
import { misreadNumberRule } from './rules/misread-number.js';
import { missingDbOptionsRule } from './rules/missing-db-options.js';
import { missingVersionRule } from './rules/missing-version.js';
import { mmapReadsIoBoundRule } from './rules/mmap-reads-io-bound.js';
import { openRefusalRule } from './rules/open-refusal.js';
import { optionInWrongSectionRule } from './rules/option-in-wrong-section.js';
import { outOfRangeRule } from './rules/out-of-range.js';
import { pinL0WithoutCacheIndexRule } from './rules/pin-l0-without-cache-index.js';
import { syntaxErrorRule } from './rules/syntax-error.js';
import { tableFactoryOverriddenRule } from './rules/table-factory-overridden.js';
import { droppedFromFileRule } from './rules/dropped-from-file.js';
import { tableOptionsWithoutCfRule } from './rules/table-options-without-cf.js';
import { targetFileSizeOverGuideLimitRule } from './rules/target-file-size-over-guide-limit.js';
import { trocksdbAllowTrivialMoveRule } from './rules/trocksdb-allow-trivial-move.js';
import { trocksdbVlogSanitizedRule } from './rules/trocksdb-vlog-sanitized.js';
import { unknownOptionRule } from './rules/unknown-option.js';
import { unknownSectionRule } from './rules/unknown-section.js';
import { unknownTableFactoryRule } from './rules/unknown-table-factory.js';
import { valueSanitizedRule } from './rules/value-sanitized.js';
import { writeBufferBelowRecordRule } from './rules/write-buffer-below-record.js';
import { wrongTypeRule } from './rules/wrong-type.js';
import { brokenNestedValueRule } from './rules/broken-nested-value.js';
import { emptyFileRule } from './rules/empty-file.js';
import { engineAbortRule } from './rules/engine-abort.js';
import { missingFinalNewlineRule } from './rules/missing-final-newline.js';
import { unknownComponentRule } from './rules/unknown-component.js';
import { openFilesOverUlimitRule } from './rules/open-files-over-ulimit.js';
import { preallocationExceedsDiskRule } from './rules/preallocation-exceeds-disk.js';
import type { Rule, RuleMeta } from './types.js';

/**
 * Every lint rule, in reporting order: file structure, values as RocksDB parses them, option
 * semantics, then rules that need declared hardware or workload facts. A test fails when a
 * file in rules/ is missing here.
 */
export const RULES: readonly Rule[] = [
  emptyFileRule,
  missingFinalNewlineRule,
  syntaxErrorRule,
  unknownSectionRule,
  unknownTableFactoryRule,
  missingVersionRule,
  invalidVersionRule,
  missingDbOptionsRule,
  defaultCfFirstRule,
  duplicateSectionRule,
  tableOptionsWithoutCfRule,
  tableFactoryOverriddenRule,
  droppedFromFileRule,
  duplicateKeyRule,
  unknownOptionRule,
  optionInWrongSectionRule,
  deprecatedOptionRule,
  wrongTypeRule,
  emptyListItemRule,
  brokenNestedValueRule,
  misreadNumberRule,
  integerOverflowRule,
  engineAbortRule,
  outOfRangeRule,
  valueSanitizedRule,
  openFilesOverUlimitRule,
  preallocationExceedsDiskRule,
  l0TriggerOrderRule,
  filterPolicyIgnoredRule,
  unknownComponentRule,
  backgroundJobsOverriddenRule,
  incompatibleOptionsRule,
  openRefusalRule,
  compressionNotSupportedRule,
  pinL0WithoutCacheIndexRule,
  levelBaseOverGuideLimitRule,
  targetFileSizeOverGuideLimitRule,
  levelBaseNot8xTargetRule,
  compressionOnUpperLevelsRule,
  trocksdbAllowTrivialMoveRule,
  trocksdbVlogSanitizedRule,
  memtablesExceedDramRule,
  blockCacheExceedsDramRule,
  backgroundJobsExceedThreadsRule,
  writeBufferBelowRecordRule,
  mmapReadsIoBoundRule,
  driftFromRecommendationRule,
];

export const RULE_IDS: readonly string[] = RULES.map((rule) => rule.meta.id);

export function ruleMetas(): RuleMeta[] {
  return RULES.map((rule) => rule.meta);
}
