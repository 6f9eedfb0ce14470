// The options the scale model (rules.md X-scale) shrinks, each with the target's default and its floor.
import { clipRange, numericDefault } from '../engines/facts.js';
import type { EngineProfile } from '../engines/types.js';
import type { OptionValue, SectionName } from '../sizing/types.js';
import { formatBytes, KIB, MIB } from '../units.js';
import type { ScaleWorkload } from './index.js';

/** One size-related option the model scales, its RocksDB default when the file leaves it out, and its floor. */
interface SizeRule {
  name: string;
  section: SectionName;
  /** The target's default; the model writes it out scaled so that defaults shrink too. Read only when the file leaves the option out. */
  defaultBytes: (profile: EngineProfile) => number;
  /** Only when the options turn this feature on. */
  when?: (opts: ReadonlyMap<string, OptionValue>) => boolean;
  /** Smallest value the model emits, and why. */
  floor: (w: ScaleWorkload, profile: EngineProfile) => { bytes: number; why: string };
}

const cfDefault = (name: string) => (profile: EngineProfile) => numericDefault(profile, name);

const blobOn = (o: ReadonlyMap<string, OptionValue>): boolean =>
  o.get('enable_blob_files') === true || o.get('enable_blob_files') === 'true';
const blockFloor = { bytes: 4 * KIB, why: 'one 4 KiB data block; a smaller SST holds less than a block' };

/** The target's write_buffer_size minimum: SanitizeOptions raises anything smaller to it. */
function writeBufferFloor(profile: EngineProfile): { bytes: number; why: string } {
  const { min } = clipRange(profile, 'write_buffer_size');
  return { bytes: min, why: `RocksDB raises write_buffer_size below ${formatBytes(min, 'binary')} to ${formatBytes(min, 'binary')}` };
}

export const SCALED_OPTIONS: readonly SizeRule[] = [
  {
    name: 'write_buffer_size',
    section: 'CFOptions',
    defaultBytes: cfDefault('write_buffer_size'),
    floor: (_w, profile) => writeBufferFloor(profile),
  },
  { name: 'target_file_size_base', section: 'CFOptions', defaultBytes: cfDefault('target_file_size_base'), floor: () => blockFloor },
  { name: 'max_bytes_for_level_base', section: 'CFOptions', defaultBytes: cfDefault('max_bytes_for_level_base'), floor: () => blockFloor },
  {
    name: 'blob_file_size',
    section: 'CFOptions',
    defaultBytes: cfDefault('blob_file_size'),
    when: blobOn,
    floor: (w) => ({ bytes: Math.max(4 * KIB, w.valueSize), why: 'one value per blob file' }),
  },
  {
    name: 'vlogfile_max_size',
    section: 'CFOptions',
    defaultBytes: cfDefault('vlogfile_max_size'),
    when: (o) => o.has('vlogfile_max_size'),
    floor: (w) => ({ bytes: Math.max(4 * KIB, w.valueSize), why: 'one value per VLog file' }),
  },
  {
    name: 'soft_pending_compaction_bytes_limit',
    section: 'CFOptions',
    defaultBytes: cfDefault('soft_pending_compaction_bytes_limit'),
    floor: () => ({ bytes: MIB, why: 'a 1 MiB floor keeps the stall limit above one compaction' }),
  },
  {
    name: 'hard_pending_compaction_bytes_limit',
    section: 'CFOptions',
    defaultBytes: cfDefault('hard_pending_compaction_bytes_limit'),
    floor: () => ({ bytes: MIB, why: 'a 1 MiB floor keeps the stop limit above one compaction' }),
  },
  {
    name: 'block_cache',
    section: 'TableOptions/BlockBasedTable',
    defaultBytes: (profile) => profile.defaults.blockCacheBytes,
    floor: () => ({ bytes: 64 * KIB, why: 'a 64 KiB floor; smaller caches hold fewer blocks than there are reader threads' }),
  },
];
