import { describe, expect, it } from 'vitest';
import { detectHardware } from '../src/hardware/detect.js';

const files = (map: Record<string, string>) => (path: string) => map[path];
const LIMITS =
  'Limit                     Soft Limit           Hard Limit           Units\nMax open files            20000                1048576              files\n';

describe('host detection', () => {
  it('honours a cgroup v2 CPU quota below the affinity and a memory limit below physical', () => {
    const hw = detectHardware({
      affinityCpus: 8,
      totalMemBytes: 64e9,
      read: files({
        '/sys/fs/cgroup/cpu.max': '150000 100000\n',
        '/sys/fs/cgroup/memory.max': '4294967296\n',
        '/proc/self/limits': LIMITS,
      }),
    });
    expect(hw).toMatchObject({ cpuThreads: 2, dramBytes: 4294967296, openFileLimit: 20000 });
  });

  it('treats "max" as unlimited and falls back to affinity and physical memory', () => {
    const hw = detectHardware({
      affinityCpus: 4,
      totalMemBytes: 8e9,
      read: files({ '/sys/fs/cgroup/cpu.max': 'max 100000', '/sys/fs/cgroup/memory.max': 'max' }),
    });
    expect(hw).toMatchObject({ cpuThreads: 4, dramBytes: 8e9, openFileLimit: undefined });
  });

  it('reads cgroup v1 quota and limit, ignoring the v1 "unlimited" sentinel', () => {
    const v1 = {
      '/sys/fs/cgroup/cpu/cpu.cfs_quota_us': '300000',
      '/sys/fs/cgroup/cpu/cpu.cfs_period_us': '100000',
      '/sys/fs/cgroup/memory/memory.limit_in_bytes': '9223372036854771712',
    };
    expect(detectHardware({ affinityCpus: 16, totalMemBytes: 32e9, read: files(v1) })).toMatchObject({ cpuThreads: 3, dramBytes: 32e9 });
  });

  it('never exceeds the affinity mask even with a larger quota', () => {
    expect(
      detectHardware({ affinityCpus: 2, totalMemBytes: 1e9, read: files({ '/sys/fs/cgroup/cpu.max': '800000 100000' }) }).cpuThreads,
    ).toBe(2);
  });
});
