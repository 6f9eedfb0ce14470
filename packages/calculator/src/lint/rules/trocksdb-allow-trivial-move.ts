import { defineRule } from '../define-rule.js';
import { fix, replaceValueEdit } from '../edits.js';
import { atValue } from '../report.js';

export const trocksdbAllowTrivialMoveRule = defineRule('trocksdb-allow-trivial-move', (ctx) =>
  ctx.dialect !== 'trocksdb'
    ? []
    : ctx.columnFamilies.flatMap(({ cf }) => {
        const entry = cf.first.get('allow_trivial_move');
        if (!entry || !ctx.bool(cf, 'allow_trivial_move')) return [];
        const vlogOn = (ctx.value(cf, 'vlogring_activation_level') ?? '') !== '';
        const message = vlogOn
          ? 'allow_trivial_move=true with VLog rings on: TRocksDB then moves SSTs without updating their VLog references (meant for tests only). Set it to false.'
          : 'allow_trivial_move=true: harmless while VLog is off (vlogring_activation_level empty), but wrong as soon as rings are enabled. Set it to false.';
        return [
          atValue(cf, entry, 'trivialMove', message, {
            severity: vlogOn ? undefined : 'warning',
            fix: fix('set allow_trivial_move=false', replaceValueEdit(ctx, entry, 'false')),
          }),
        ];
      }),
);
