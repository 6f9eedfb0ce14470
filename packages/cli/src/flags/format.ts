import type { FlagSpec } from '../cli-kit/command.js';
import { oneOf } from '../cli-kit/flag-types.js';

/** `-f, --format FMT`: one of a command's output formats, the first of them by default. */
export function formatFlag<const F extends string>(formats: readonly [F, ...F[]]) {
  return {
    format: {
      type: 'string',
      short: 'f',
      value: oneOf(formats),
      valueName: 'FMT',
      description: `output: ${formats.join(', ')}`,
      defaultText: formats[0],
    },
  } satisfies Record<string, FlagSpec>;
}
