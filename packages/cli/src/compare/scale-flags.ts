// The --scale flags, kept apart from the scale code so commands can list them without loading it.
import type { FlagSpec } from '../cli-kit/command.js';

export const SCALE_FLAGS: Record<string, FlagSpec> = {
  scale: { type: 'string', valueName: 'auto|off', description: 'auto: shrink every size option by the test keys / the database keys (the scale model)', defaultText: 'off' },
  'full-keys': { type: 'string', valueName: 'N', description: 'with --scale auto: keys of the full-size database', defaultText: "totalKeys from the file's rocktune header" },
};
