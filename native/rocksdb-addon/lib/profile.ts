// The engine profile (@rocktune/calculator) that says what an engine reads from a file and writes back: its path
// options, the options it never persists, each option's type. The default target of the engine: these facts do not
// vary across the versions the addon builds against.
import { engineLabel, type EngineProfile, profileForFileVersion } from '@rocktune/calculator';

import type { EngineId } from './addon-path.js';

export function engineProfile(engine: EngineId): EngineProfile {
  return profileForFileVersion(undefined, engine).profile;
}

export { engineLabel };
