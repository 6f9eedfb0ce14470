import { FlagValueError } from '../cli-kit/errors.js';
import { size, type FlagType } from '../cli-kit/flag-types.js';

/** `--disk-limit write=100MB,read=50MB`: bytes per second the engine may write and read on the database's disk. */
export interface DiskCaps {
  writeBps: number;
  readBps: number;
}

/** Below 1 MB/s RocksDB's own 1 MiB syncs take a second each: nothing would reach the cap it is measured against. */
const RATE = size({ min: 1_000_000, max: Number.MAX_SAFE_INTEGER });

export const DISK_LIMIT: FlagType<DiskCaps> = {
  parse(text) {
    const caps: Partial<DiskCaps> = {};
    for (const part of text
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)) {
      const [key, value] = part.split('=').map((s) => s.trim());
      if ((key !== 'write' && key !== 'read') || !value)
        throw new FlagValueError(`'${part}' is not write=RATE or read=RATE (e.g. write=100MB,read=50MB; rates in bytes per second)`);
      caps[key === 'write' ? 'writeBps' : 'readBps'] = RATE.parse(value.replace(/\/s$/i, ''));
    }
    if (caps.writeBps === undefined || caps.readBps === undefined)
      throw new FlagValueError(`'${text}' needs both write=RATE and read=RATE, e.g. write=100MB,read=50MB`);
    return caps as DiskCaps;
  },
};
