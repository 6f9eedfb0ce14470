import { guide } from '../provenance.js';
import { general } from './general.js';
import type { Preset } from './types.js';

/** rules.md P-read-heavy */
export const readHeavy: Preset = {
  ...general,
  id: 'read-heavy',
  title: 'Read-heavy',
  summary: 'Half-size SSTs, the largest block cache the memory budget allows, bloom filters and cached metadata (G Summary, M, T §4.4).',
  source: guide('Summary: read-oriented workload'),
  targetFileSizeFactor: 0.5,
  blockCache: 'max',
  readOptimizedTable: true,
};
