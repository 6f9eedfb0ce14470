import { formatInteger } from '../units.js';
import type { SizingContext } from './context.js';
import type { InputStep, Warning } from './types.js';

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
    if (input.kvSeparationMode === 'auto') {
      const reason = `values stay inline: ${v} B is below the ${threshold} B from which ${preset.id} separates values (${P_NUMBERS})`;
      const steps: InputStep[] = [{ input: 'kvSeparation', change: 'set', to: 'on' }];
      return [
        {
          code: 'kv-separation-off',
          severity: 'info',
          message: `${reason}; --kv-separation on overrides; ${inlineRules}`,
          finding: `${reason}; ${inlineRules}`,
          steps,
        },
      ];
    }
    // The same sentence twice: once naming the CLI's flag, once the input (the page's field).
    const why = (name: string) =>
      input.kvSeparationMode === 'off'
        ? `values are stored inline (${name} off)`
        : `values are stored inline although ${name} on asked for blob files: the target has no integrated BlobDB (target-no-blobdb)`;
    return [
      {
        code: 'kv-separation-off',
        severity: 'info',
        message: `${why('--kv-separation')}; ${inlineRules}`,
        finding: `${why('key-value separation')}; ${inlineRules}`,
      },
    ];
  }
  if (input.kvSeparationMode !== 'auto') return [];
  const finding = `values go to blob files: ${v} B reaches the ${threshold} B from which ${preset.id} separates values (${P_NUMBERS})`;
  return [
    {
      code: 'kv-separation-auto',
      severity: 'info',
      message: `${finding}; --kv-separation off overrides`,
      finding,
      steps: [{ input: 'kvSeparation', change: 'set', to: 'off' }],
    },
  ];
}
