import type { SizingContext } from './context.js';
import type { Derivation } from './types.js';
import { valueCompression } from './value-compression.js';

/** rules.md R13 for TRocksDB: the VLog ring's codec (one ring, so one item). */
export const ringCompressionStyle = (ctx: SizingContext): Derivation<string> => valueCompression(ctx);
