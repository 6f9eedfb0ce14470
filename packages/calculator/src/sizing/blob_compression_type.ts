import type { SizingContext } from './context.js';
import type { Derivation } from './types.js';
import { valueCompression } from './value-compression.js';

/** rules.md R13 for integrated BlobDB: the blob files' codec. */
export const blobCompressionType = (ctx: SizingContext): Derivation<string> => valueCompression(ctx);
