/** Reads a small system file; undefined when it does not exist or cannot be read. */
export type ReadText = (path: string) => string | undefined;

/** CPU quota in whole CPUs from cgroup v2 `cpu.max` or v1 `cfs_quota_us / cfs_period_us`; undefined = unlimited. */
export function cgroupCpuLimit(read: ReadText): number | undefined {
  const v2 = read('/sys/fs/cgroup/cpu.max')?.trim().split(/\s+/);
  if (v2 && v2.length === 2) {
    if (v2[0] === 'max') return undefined;
    return quotaToCpus(Number(v2[0]), Number(v2[1]));
  }
  const quota = Number(read('/sys/fs/cgroup/cpu/cpu.cfs_quota_us')?.trim());
  const period = Number(read('/sys/fs/cgroup/cpu/cpu.cfs_period_us')?.trim());
  if (Number.isFinite(quota) && quota > 0 && Number.isFinite(period) && period > 0) return quotaToCpus(quota, period);
  return undefined;
}

function quotaToCpus(quota: number, period: number): number | undefined {
  if (!(quota > 0 && period > 0)) return undefined;
  return Math.max(1, Math.ceil(quota / period));
}

/** v1 reports "no limit" as a huge page-aligned number, not "max". */
const V1_UNLIMITED = 2 ** 60;

/** Memory limit in bytes from cgroup v2 `memory.max` or v1 `memory.limit_in_bytes`; undefined = unlimited. */
export function cgroupMemoryLimit(read: ReadText): number | undefined {
  const v2 = read('/sys/fs/cgroup/memory.max')?.trim();
  if (v2 !== undefined) return v2 === 'max' ? undefined : positive(Number(v2));
  const v1 = Number(read('/sys/fs/cgroup/memory/memory.limit_in_bytes')?.trim());
  return Number.isFinite(v1) && v1 < V1_UNLIMITED ? positive(v1) : undefined;
}

/** Soft `ulimit -n` from /proc/self/limits ("Max open files  <soft>  <hard>  files"). */
export function softOpenFileLimit(read: ReadText): number | undefined {
  const line = read('/proc/self/limits')
    ?.split('\n')
    .find((l) => l.startsWith('Max open files'));
  const soft = line?.trim().split(/\s{2,}/)[1];
  if (soft === undefined || soft === 'unlimited') return undefined;
  return positive(Number(soft));
}

function positive(n: number): number | undefined {
  return Number.isFinite(n) && n > 0 ? n : undefined;
}
