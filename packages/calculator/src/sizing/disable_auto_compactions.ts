import { thesis } from '../provenance.js';
import { constant } from './constant.js';
import type { Derivation } from './types.js';

export const disableAutoCompactions = (): Derivation<boolean> =>
  constant(true, thesis('3.3.1 PrepareForBulkLoad()'), 'No compactions while loading; run one manual compaction at the end.');
