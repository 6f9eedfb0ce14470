import { extension } from '../provenance.js';
import { constant } from './constant.js';
import type { Derivation } from './types.js';

/** TRocksDB's min_indirect_val_size defaults to 24 bytes. */
export const minBlobSize = (): Derivation<number> =>
  constant(24, extension("TRocksDB's default min_indirect_val_size (24), mapped to min_blob_size"), 'Values smaller than a blob pointer gain nothing from separation.');
