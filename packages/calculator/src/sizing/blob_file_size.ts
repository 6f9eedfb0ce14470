import type { SizingContext } from './context.js';
import type { Derivation } from './types.js';
import { valueFileSize } from './value-file-size.js';

/** rules.md R13 for integrated BlobDB (rocksdb dialect), the equivalent of TRocksDB's vlogfile_max_size (rules.md X-blobdb). */
export const blobFileSize = (ctx: SizingContext): Derivation => valueFileSize(ctx, 'blob_file_size');
