import { silk } from '../provenance.js';
import { general } from './general.js';
import type { Preset } from './types.js';

/** rules.md P-dynamic-l0 */
export const dynamicL0: Preset = {
  ...general,
  id: 'dynamic-l0',
  title: 'Dynamic L0 triggers',
  summary:
    "The guide's rules as the starting point; at run time the engine raises the L0 slowdown/stop triggers in write-intensive phases and lowers them in read-intensive ones (AIMD/MIMD).",
  source: silk('2.2 AIMD / MIMD; 3 Implementation'),
  runtimeController: 'dynamic-l0',
};
