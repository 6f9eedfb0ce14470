import type { SizingContext } from './context.js';

/** The preset (T §3.5.6) or --compression none switches compression off entirely. */
export function compressionOff({ input, preset }: SizingContext): boolean {
  return preset.compressionOff || input.compression === 'none';
}
