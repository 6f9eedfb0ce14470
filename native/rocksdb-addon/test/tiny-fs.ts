// A real, tiny filesystem for the disk-full tests: a 2 MiB tmpfs (needs root; otherwise the reason to skip), mode 0700 so
// that a run uses it as its own private temporary directory (not a shared one, where it makes rocktune-<uid>).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, statfsSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export function mountTinyFs(): { dir: string; unmount: () => void } | { reason: string } {
  if (process.getuid?.() !== 0) return { reason: 'mounting a tmpfs needs root' };
  const dir = mkdtempSync(join(tmpdir(), 'rocktune-full-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=2m,mode=0700', 'tmpfs', dir], { stdio: 'pipe' });
    return {
      dir,
      unmount: () => {
        execFileSync('umount', [dir]);
        rmSync(dir, { recursive: true, force: true });
      },
    };
  } catch (err) {
    rmSync(dir, { recursive: true, force: true });
    return { reason: `mount -t tmpfs failed: ${String((err as { stderr?: Buffer }).stderr ?? err).trim()}` };
  }
}

/** Takes every free byte of the filesystem at `dir` with one file; returns its path. */
export function fillTinyFs(dir: string): string {
  const s = statfsSync(dir);
  const filler = join(dir, 'filler');
  writeFileSync(filler, Buffer.alloc(Number(s.bavail) * Number(s.bsize)));
  return filler;
}
