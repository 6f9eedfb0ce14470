import { formatInteger } from '../units.js';
import type { SizingContext } from './context.js';
import type { Warning } from './types.js';

const P_NUMBERS =
  "KIOXIA's payload-size paper measured separation ahead of inline values for loads from 2,000 B (-1 % at 1 KB, +48 % at 2 KB) and for mixed read/update work only from 16,000 B (-31 % at 1 KB, -2 % at 8 KB, +17 % at 16 KB); measured on a 2-core host with the database in memory (bench/results/kv-crossover.md), separation never won a sequential load from 256 B to 64 KiB and won reads only under random updates at 1-2 KiB (2x)";

/** Why values are (or are not) in separate files: rules.md X-kv-auto, and X-kv-inline for the inline case. */
export function kvSeparationNotes({ input, preset }: SizingContext): Warning[] {
  if (input.dialect === 'trocksdb') return [];
  const threshold = formatInteger(preset.kvSeparationFromValueBytes);
  const v = formatInteger(input.valueSize);
  const inlineRules =
    "SST, memtable and level sizes use the record size K + V and RocksDB's defaults cap the files, since the guide's file rules were derived for key-value separation (extension)";
  if (!input.kvSeparation) {
    const why =
      input.kvSeparationMode === 'auto'
        ? `values stay inline: ${v} B is below the ${threshold} B from which ${preset.id} separates values (${P_NUMBERS}); --kv-separation on overrides`
        : input.kvSeparationMode === 'off'
          ? 'values are stored inline (--kv-separation off)'
          : 'values are stored inline although --kv-separation on asked for blob files: the target has no integrated BlobDB (target-no-blobdb)';
    return [{ code: 'kv-separation-off', severity: 'info', message: `${why}; ${inlineRules}` }];
  }
  if (input.kvSeparationMode !== 'auto') return [];
  return [
    {
      code: 'kv-separation-auto',
      severity: 'info',
      message: `values go to blob files: ${v} B reaches the ${threshold} B from which ${preset.id} separates values (${P_NUMBERS}); --kv-separation off overrides`,
    },
  ];
}
