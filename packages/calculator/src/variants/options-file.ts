import { presetDirectives, writeOptionsFile } from '../report/options-file.js';
import type { OptionLike } from '../scale/index.js';
import type { Variant } from './build.js';

/**
 * The variant as an OPTIONS file, its header naming the preset and controller as generate's does (so `validate FILE`
 * on a kept variant starts the controller; compare's own T2/T5 runs start none).
 */
export function variantOptionsFile(v: Variant, options: readonly OptionLike[], rocktuneVersion: string, note: string[] = []): string {
  // Options the engine cannot read from a file (TRocksDB's block_cache) stay out of it, as generate writes them.
  const notInFile = new Map((v.rec?.options ?? []).filter((o) => o.notInFile !== undefined).map((o) => [o.name, o.notInFile as string]));
  const header = [
    `rocktune ${rocktuneVersion} compare variant '${v.name}': ${v.description}`,
    ...note,
    ...options
      .filter((o) => notInFile.has(o.name))
      .map((o) => `${o.name}=${String(o.value)} is not set in this file: ${notInFile.get(o.name)}`),
    ...(v.rec ? presetDirectives(v.rec.preset) : []),
  ];
  const fileOptions = options.map((o) => ({ ...o, ...(notInFile.has(o.name) ? { notInFile: notInFile.get(o.name) } : {}) }));
  return writeOptionsFile({ rocksdbVersion: v.rocksdbVersion, headerComments: header, options: fileOptions });
}
