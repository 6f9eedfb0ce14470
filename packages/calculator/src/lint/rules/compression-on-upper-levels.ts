import { defaultNumber } from '../../engines/facts.js';
import { splitList } from '../../options-ini/index.js';
import { defineRule } from '../define-rule.js';
import { fix, setOptionEdit } from '../edits.js';
import { atOption } from '../report.js';
import type { LintContext, Report, Scope } from '../types.js';

/** rules.md X-per-level-compression (M, smalldatum 2022): no compression on L0-L2, the codec from L3. */
const UNCOMPRESSED_LEVELS = 3;
const OFF = new Set(['kNoCompression', 'kDisableCompressionOption']);
/** Levels spelled out at most: past the list's end the last item applies, and num_levels=2^31-1 must not build a 2^31 array. */
const MAX_LEVELS_LISTED = 100;

/** Compression of each level 0..num_levels-1 as RocksDB applies it (past the list's end: its last item). */
function perLevel(ctx: LintContext, cf: Scope, levels: number): string[] {
  const list = splitList(cf.first.get('compression_per_level')?.rawValue ?? '');
  const single = ctx.value(cf, 'compression') ?? ctx.option(cf, 'compression')?.default ?? 'kSnappyCompression';
  return Array.from({ length: levels }, (_, i) => (list.length === 0 ? single : (list[Math.min(i, list.length - 1)] as string)));
}

function check(ctx: LintContext, cf: Scope): Report | undefined {
  const levels = Math.min(
    MAX_LEVELS_LISTED,
    Math.max(ctx.number(cf, 'num_levels') ?? defaultNumber(ctx.profile, 'num_levels'), UNCOMPRESSED_LEVELS + 1),
  );
  const codecs = perLevel(ctx, cf, levels);
  const known = ctx.option(cf, 'compression')?.values ?? [];
  if (codecs.some((c) => !known.includes(c))) return undefined; // wrong-type / empty-list-item report the list first
  const compressedTop = codecs.slice(0, UNCOMPRESSED_LEVELS).filter((c) => !OFF.has(c));
  if (compressedTop.length === 0) return undefined;
  const wanted = [...Array<string>(UNCOMPRESSED_LEVELS).fill('kNoCompression'), ...codecs.slice(UNCOMPRESSED_LEVELS)].join(':');
  return atOption(
    cf,
    cf.first.has('compression_per_level') ? 'compression_per_level' : 'compression',
    'upper',
    `L0-L2 use ${codecs.slice(0, UNCOMPRESSED_LEVELS).join(', ')}: they hold little data and are rewritten soon, so compressing them costs CPU on every flush and early compaction for almost no space. Use compression_per_level=${wanted}.`,
    {
      fix: fix(`set compression_per_level=${wanted}`, setOptionEdit(ctx, cf, 'compression_per_level', wanted)),
    },
  );
}

export const compressionOnUpperLevelsRule = defineRule('compression-on-upper-levels', (ctx) =>
  ctx.columnFamilies.flatMap(({ cf }) => check(ctx, cf) ?? []),
);
