export { MAX_ENGINE_BYTES, bytesAsNumber, exactFraction, exactProduct, exactSum, memtablePeakBytes, type ByteCount } from './exact.js';
export {
  entriesPerBlock,
  filterBytes,
  predictMemory,
  sstEntryBytes,
  ROCKSDB_DEFAULT_MEMORY_SETTINGS,
  defaultMemorySettings,
  type MemoryPrediction,
  type MemorySettings,
  type MemoryTerm,
  type MemoryWorkload,
} from './model.js';
export {
  fileMemtableBytes,
  filterBitsPerKey,
  lookupEntries,
  memtablesAndCacheBytes,
  memorySettingsFrom,
  memorySettingsFromDocument,
  memorySettingsFromText,
  type OptionLookup,
} from './settings.js';
import { predictMemory, type MemoryPrediction, type MemoryWorkload } from './model.js';
import { memorySettingsFromText } from './settings.js';

/** rules.md R20 for an OPTIONS file on a database of `workload.keys` keys: what validate and the benchmarks call. */
export function predictMemoryForOptionsFile(text: string, workload: MemoryWorkload, cf = 'default'): MemoryPrediction {
  return predictMemory(memorySettingsFromText(text, cf), workload);
}
