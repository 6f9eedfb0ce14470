// What `compare --variants` and `--vary` ask for, checked before anything is built.
import { PRESET_IDS, type PresetId } from '../input/schema.js';

export const BASE_VARIANTS = ['tuned', 'defaults', 'half', 'double'] as const;
export const DEFAULT_VARIANTS: readonly string[] = BASE_VARIANTS;

/** A variant request that cannot be built (a usage error for a command line). */
export class VariantError extends Error {
  override name = 'VariantError';
}

/** `file:PATH`: an OPTIONS file run as it is (for an A/B of one hand-made change against the tuned file). */
export const FILE_VARIANT_PREFIX = 'file:';

/** Splits `--variants a,b` (repeatable) and expands `presets` to every other preset. */
export function parseVariantNames(raw: string[] | undefined, workload: PresetId): string[] {
  const items = (raw && raw.length > 0 ? raw : [DEFAULT_VARIANTS.join(',')])
    .flatMap((s) => s.split(','))
    .map((s) => s.trim())
    .filter(Boolean);
  const allowed = [...BASE_VARIANTS, ...PRESET_IDS, 'presets'];
  const out: string[] = [];
  for (const item of items) {
    if (item.startsWith(FILE_VARIANT_PREFIX) && item.length > FILE_VARIANT_PREFIX.length) {
      if (!out.includes(item)) out.push(item);
      continue;
    }
    if (!allowed.includes(item)) throw new VariantError(`--variants: unknown variant '${item}'; allowed: ${allowed.join(', ')}, file:PATH`);
    const expanded = item === 'presets' ? PRESET_IDS.filter((p) => p !== workload) : item === workload ? ['tuned'] : [item];
    for (const e of expanded) if (!out.includes(e)) out.push(e);
  }
  if (!out.includes('tuned')) out.unshift('tuned'); // the baseline every verdict is against
  return out;
}

/** `--vary NAME` (x0.5 and x2) or `NAME:xF` (divided and multiplied by F, e.g. the guide's Figure 6 used x4). */
export function parseVary(item: string): { name: string; factor: number } {
  const m = /^([a-z0-9_]+)(?::x(\d+(?:\.\d+)?))?$/.exec(item);
  const factor = m?.[2] !== undefined ? Number(m[2]) : 2;
  if (!m || !(factor > 1))
    throw new VariantError(
      `--vary: '${item}' is not allowed; expected OPTION or OPTION:xF with F > 1, e.g. write_buffer_size or target_file_size_base:x4`,
    );
  return { name: m[1] as string, factor };
}
