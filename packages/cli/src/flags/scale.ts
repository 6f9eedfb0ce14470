// The --scale flags, kept apart from the scale code so commands can list them without loading it.
import type { FlagSpec } from '../cli-kit/command.js';
import { inputField, oneOf } from '../cli-kit/flag-types.js';

export const SCALE_FLAGS = {
  scale: {
    type: 'string',
    value: oneOf(['auto', 'off'] as const),
    valueName: 'auto|off',
    description: 'auto: shrink every size option by the test keys / the database keys (the scale model)',
    defaultText: 'off',
  },
  'full-keys': {
    type: 'string',
    value: inputField('totalKeys'),
    valueName: 'N',
    description: 'with --scale auto: keys of the full-size database the file was sized for (required)',
  },
} satisfies Record<string, FlagSpec>;
