// The engine process's last act when its parent was killed outright (SIGKILL: no handler of the parent ran): what the
// parent would have removed goes now. It moves itself out of the cgroups it joined (into the enclosing group: the
// kernel removes only an empty group) and removes them, and starts a reaper (reaper.mjs) that removes the run's
// temporary directory once this process, and with it every RocksDB thread still writing there, is gone.
import { spawn } from 'node:child_process';
import { closeSync, constants, openSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import { basename, delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const REAPER = fileURLToPath(new URL('./reaper.mjs', import.meta.url));

/** `procsFiles`: the cgroup.procs files this process joined (ROCKTUNE_ENGINE_CGROUP); `runPid`: the parent that died. */
export function leaveRun(procsFiles, runPid) {
  leaveCgroups(procsFiles);
  reapWorkspace(process.cwd(), runPid);
}

function leaveCgroups(procsFiles) {
  for (const procs of procsFiles.split(delimiter).filter(Boolean)) {
    const group = dirname(procs);
    if (!basename(group).startsWith('rocktune-')) continue;
    try {
      writeFileSync(join(dirname(group), 'cgroup.procs'), String(process.pid));
      rmdirSync(group);
    } catch {
      /* not allowed here, or another process still inside: the next capped run reclaims it */
    }
  }
}

/** The pid marker of the workspace `dir` (workspace.ts), never read through a link; undefined where there is none. */
function markerIn(dir) {
  try {
    const fd = openSync(join(dir, 'rocktune.pid'), constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
    try {
      return readFileSync(fd, 'utf8');
    } finally {
      closeSync(fd);
    }
  } catch {
    return undefined;
  }
}

/** The engine runs in its run's workspace (child-runner.ts: cwd); engineInfo runs elsewhere, with no marker of the run. */
function reapWorkspace(dir, runPid) {
  if (markerIn(dir) !== String(runPid)) return;
  try {
    spawn(process.execPath, [REAPER, String(process.pid), String(runPid), dir], {
      cwd: dirname(dir),
      detached: true,
      stdio: 'ignore',
    }).unref();
  } catch {
    /* no process to spare: the next run reclaims the directory */
  }
}
