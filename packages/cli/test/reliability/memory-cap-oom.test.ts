import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runBuilt } from '../harness.js';

// Issue 36 item 8c: an engine over its --memory-limit was reported as "killed by SIGKILL during loadTest", with no word
// of the cap. A 1 GiB memtable (anonymous memory, which the page cache cannot give back) under a 128 MiB cap.
const canCap = process.getuid?.() === 0 && existsSync('/sys/fs/cgroup/memory/memory.oom_control');
const tmp = mkdtempSync(join(tmpdir(), 'rocktune-oom-test-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe.skipIf(!canCap)(`validate --memory-limit${canCap ? '' : ' (skipped: needs root and cgroup v1 memory)'}`, () => {
  it("names the cap and the kernel's OOM killer when the engine exceeds it", () => {
    const generated = runBuilt(['generate', '--threads', '2', '--dram', '1GB', '--keys', '1e6']).stdout;
    const file = join(tmp, 'big-memtable.ini');
    writeFileSync(file, generated.replace(/^(\s*)write_buffer_size=.*$/m, '$1write_buffer_size=1073741824'));
    const r = runBuilt(['validate', file, '--keys', '170000', '--duration', '1', '--readers', '1', '--memory-limit', '128MiB']);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(
      "the engine exceeded the 128 MiB memory cap (--memory-limit) and was killed by the kernel's OOM killer (the RocksDB engine process was killed by SIGKILL",
    );
  }, 60_000);
});
