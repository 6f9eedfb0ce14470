import type { ParsedSizingInput } from '../input/schema.js';
import type { Preset } from '../presets/types.js';
import type { Warning } from './types.js';

/** The compression the sizing rules and the file's Inputs / Reproduce lines use: none where the preset turns it off. */
export function compressionFor(input: ParsedSizingInput, preset: Preset): ParsedSizingInput['compression'] {
  return preset.compressionOff ? 'none' : input.compression;
}

/** A note for each input the preset overrides, so the form, the Inputs line and the CLI line say the same (issue 35). */
export function presetOverrideNotes(input: ParsedSizingInput, preset: Preset): Warning[] {
  const used = compressionFor(input, preset);
  if (used === input.compression) return [];
  const finding = `${preset.id} turns compression off (${preset.title}: T §3.5.6), so the file uses compression ${used}, not the ${input.compression} asked for`;
  return [
    {
      code: 'preset-overrides-input',
      severity: 'info',
      message: `${finding}; with --compression ${used} the inputs say so`,
      finding,
      steps: [{ input: 'compression', change: 'set', to: used }],
    },
  ];
}
