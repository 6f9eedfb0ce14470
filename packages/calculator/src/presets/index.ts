import type { PresetId } from '../input/schema.js';
import { autoTunedCompactions } from './auto-tuned-compactions.js';
import { bulkLoad } from './bulk-load.js';
import { dynamicL0 } from './dynamic-l0.js';
import { general } from './general.js';
import { readHeavy } from './read-heavy.js';
import type { Preset } from './types.js';
import { writeHeavy } from './write-heavy.js';

export const PRESETS: Record<PresetId, Preset> = {
  general,
  'write-heavy': writeHeavy,
  'read-heavy': readHeavy,
  'bulk-load': bulkLoad,
  'auto-tuned-compactions': autoTunedCompactions,
  'dynamic-l0': dynamicL0,
};

export type { Preset } from './types.js';
