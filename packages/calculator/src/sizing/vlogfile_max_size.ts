import type { SizingContext } from './context.js';
import type { Derivation } from './types.js';
import { valueFileSize } from './value-file-size.js';

/** rules.md R13 for TRocksDB's VLog files. */
export const vlogfileMaxSize = (ctx: SizingContext): Derivation => valueFileSize(ctx, 'vlogfile_max_size');
