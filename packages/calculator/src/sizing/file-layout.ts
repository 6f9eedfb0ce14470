import type { OptionQuantities } from './quantities.js';
import type { SectionName } from './types.js';

const DB = 'DBOptions';
const CF = 'CFOptions';
const TABLE = 'TableOptions/BlockBasedTable';

/** The section of every option the sizing can write, in the order the OPTIONS file lists them. */
export const FILE_LAYOUT: { readonly [N in keyof OptionQuantities]: SectionName } = {
  max_background_jobs: DB,
  max_background_flushes: DB,
  max_background_compactions: DB,
  max_subcompactions: DB,
  max_open_files: DB,
  rate_limiter_bytes_per_sec: DB,
  write_buffer_size: CF,
  max_write_buffer_number: CF,
  level0_file_num_compaction_trigger: CF,
  level0_slowdown_writes_trigger: CF,
  level0_stop_writes_trigger: CF,
  soft_pending_compaction_bytes_limit: CF,
  hard_pending_compaction_bytes_limit: CF,
  disable_auto_compactions: CF,
  max_compaction_bytes: CF,
  target_file_size_base: CF,
  max_bytes_for_level_base: CF,
  max_bytes_for_level_multiplier: CF,
  level_compaction_dynamic_level_bytes: CF,
  num_levels: CF,
  compression: CF,
  compression_per_level: CF,
  vlogring_activation_level: CF,
  vlogfile_max_size: CF,
  ring_compression_style: CF,
  allow_trivial_move: CF,
  enable_blob_files: CF,
  min_blob_size: CF,
  blob_file_size: CF,
  blob_compression_type: CF,
  enable_blob_garbage_collection: CF,
  blob_garbage_collection_age_cutoff: CF,
  block_cache: TABLE,
  cache_index_and_filter_blocks: TABLE,
  pin_l0_filter_and_index_blocks_in_cache: TABLE,
  filter_policy: TABLE,
};
