// The hosts issue 38 names: the guide's example server, a tiny host, and a 20-store Kafka Streams app on 16 GB,
// each with how much it writes: enough that the memtables fill and flush many times over and, where this 24 GiB
// machine can hold it, that the data outgrows the cache the reads then fill.
import type { SizingInputRaw } from '@rocktune/calculator';

export interface Host {
  readonly id: string;
  readonly title: string;
  readonly input: SizingInputRaw;
  /** Records written in all (spread evenly over the stores) and the bytes of each value. */
  readonly records: number;
  readonly valueBytes: number;
  /** Why the run cannot fill the cache, when it cannot. */
  readonly cacheNotFilled?: string;
}

export const HOSTS: readonly Host[] = [
  {
    id: 'tiny',
    title: 'a tiny host: 2 threads, 1 GB, read-heavy',
    input: { cpuThreads: 2, dramBytes: '1GB', workload: 'read-heavy' },
    records: 300_000,
    valueBytes: 8000,
  },
  {
    id: 'kafka-16gb',
    title: 'a Kafka Streams app on 16 GB: 8 threads, read-heavy, 10,000 open files',
    input: { cpuThreads: 8, dramBytes: '16GB', workload: 'read-heavy', openFiles: 10_000 },
    records: 1_000_000,
    valueBytes: 12_000,
  },
  {
    id: 'guide',
    title: "the guide's example: 48 threads, 128 GB, 8e9 keys, 80,000 open files, values separated",
    input: { cpuThreads: 48, dramBytes: '128GB', totalKeys: 8e9, openFiles: 80_000, kvSeparation: 'on' },
    records: 300_000,
    valueBytes: 12_000,
    cacheNotFilled:
      'its 33.4 GB block cache is larger than this 24 GiB machine, and with values in blob files the cache holds only keys and blob references',
  },
];
