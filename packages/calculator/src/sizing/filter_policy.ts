import { thesis } from '../provenance.js';
import { constant } from './constant.js';
import type { Derivation } from './types.js';

/** T §4.4: bloom filters recover point-read performance; 10 bits/key (~1% false positives). */
export const filterPolicy = (): Derivation<string> =>
  constant('bloomfilter:10:false', thesis('4.4 bloom filters'), 'A full bloom filter with 10 bits per key skips ~99% of SSTs that do not hold the key.');
