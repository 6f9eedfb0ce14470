// How RocksDB (the linked engine) lays out and accounts metadata (rules.md R20). Each constant names the code it comes
// from; option defaults come from the linked engine's profile.
import { defaultProfile, numericDefault } from '../engines/facts.js';

const tableDefault = (name: string): number => numericDefault(defaultProfile(), name, 'TableOptions/BlockBasedTable');

/** block_size_deviation default (a percentage): a block is cut early once it is that close to block_size (FlushBlockBySizePolicy). */
export const BLOCK_SIZE_DEVIATION = tableDefault('block_size_deviation') / 100;
/** Internal key trailer: 7-byte sequence number + 1-byte value type (dbformat.h). */
export const INTERNAL_KEY_TRAILER = 8;
/** Per entry in a data block: varint32 shared, non-shared and value lengths (block_builder.cc), about 1 byte each. */
export const DATA_ENTRY_HEADER = 3;
/** block_restart_interval default: one 4-byte restart offset per that many data block entries. */
export const DATA_RESTART_INTERVAL = tableDefault('block_restart_interval');
export const RESTART_ENTRY_BYTES = 4;
/**
 * Per index entry (format_version 5, index_block_restart_interval 1, value delta encoding): varint shared and
 * non-shared lengths (2), a BlockHandle of varint64 offset and size (about 4 + 2 for files up to 256 MB),
 * and its 4-byte restart offset. The separator key itself is added separately.
 */
export const INDEX_ENTRY_OVERHEAD = 2 + 6 + RESTART_ENTRY_BYTES;
/** FastLocalBloom (format_version >= 5) rounds each filter up to 64-byte cache lines and appends 5 bytes of metadata. */
export const FILTER_CACHE_LINE = 64;
export const FILTER_METADATA_BYTES = 5;
/**
 * A table reader's own objects, outside its index and filter: BlockBasedTable::Rep (it copies
 * BlockBasedTableOptions), the index and filter reader objects, and TableProperties with its strings and
 * user-collected properties (BlockBasedTable::ApproximateMemoryUsage). Measured on the linked engine by
 * bench/memory-calibration/readers.test.ts: 60 SSTs of 20/800 records left about 700-800 bytes per reader
 * beyond their index blocks.
 */
export const TABLE_READER_FIXED_BYTES = 800;
/** An open blob / VLog file reader (BlobFileReader: file reader, name, header): not counted by RocksDB's properties. */
export const VALUE_FILE_READER_BYTES = 500;
