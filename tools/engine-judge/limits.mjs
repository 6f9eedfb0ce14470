// The judge's own limits: each JVM runs in a cgroup with a thread (pids) and a memory cap, so a mutated file that
// makes an engine start thousands of background threads or allocate gigabytes ends that JVM, not the shared host
// (one full run saw a JVM with 4,454 threads and another with 16.8 GB resident). A JVM that dies at a limit gives no
// verdict on the engine: the caller marks it `hostLimit`. Without writable cgroups the JVMs run unlimited (said so).
import { existsSync, mkdirSync, readdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

export const JUDGE_PIDS = Number(process.env.ROCKTUNE_JUDGE_PIDS ?? 1024);
export const JUDGE_MEMORY_BYTES = Number(process.env.ROCKTUNE_JUDGE_MEMORY_MIB ?? 3072) * 2 ** 20;

const ROOT = '/sys/fs/cgroup';
let serial = 0;

const read = (path) => {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return '';
  }
};

/** Our own cgroup path per v1 controller ("N:pids:/path") and for v2 ("0::/path"). */
function ownPaths() {
  const paths = {};
  for (const line of read('/proc/self/cgroup').split('\n')) {
    const m = /^\d+:([^:]*):(.*)$/.exec(line.trim());
    if (!m) continue;
    if (m[1] === '') paths.v2 = m[2];
    for (const c of m[1].split(',')) if (c) paths[c] = m[2];
  }
  return paths;
}

const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return e.code === 'EPERM';
  }
};

const tryRmdir = (dir) => {
  try {
    rmdirSync(dir);
    return true;
  } catch {
    return false;
  }
};

/** Groups a judge left behind when it was killed (their name carries its pid): removed once they are empty. */
function reclaimStale(parent) {
  let names = [];
  try {
    names = readdirSync(parent);
  } catch {
    return;
  }
  for (const name of names) {
    const pid = Number(/^rocktune-judge-(\d+)-/.exec(name)?.[1]);
    if (pid && pid !== process.pid && !alive(pid)) tryRmdir(join(parent, name));
  }
}

function makeGroup(dir, settings) {
  reclaimStale(dirname(dir));
  try {
    mkdirSync(dir);
    for (const [file, value] of Object.entries(settings)) writeFileSync(join(dir, file), String(value));
    return dir;
  } catch {
    tryRmdir(dir);
    return undefined;
  }
}

/** The groups the next JVM runs in: v1 pids + memory groups, else one v2 group, else none. */
function makeGroups(name, { pids: maxPids, memoryBytes }) {
  const own = ownPaths();
  if (existsSync(join(ROOT, 'pids')) && own.pids !== undefined && own.memory !== undefined) {
    const pids = makeGroup(join(ROOT, 'pids', own.pids, name), { 'pids.max': maxPids });
    const memory = makeGroup(join(ROOT, 'memory', own.memory, name), { 'memory.limit_in_bytes': memoryBytes });
    if (pids && memory) return { method: 'cgroup-v1', pids, memory };
    for (const dir of [pids, memory]) if (dir) tryRmdir(dir);
  }
  if (own.v2 !== undefined && existsSync(join(ROOT, 'cgroup.controllers'))) {
    const dir = makeGroup(join(ROOT, own.v2, name), { 'pids.max': maxPids, 'memory.max': memoryBytes });
    if (dir) return { method: 'cgroup-v2', pids: dir, memory: dir };
  }
  return { method: 'none' };
}

/** "max 3" (pids.events), "oom_kill 1" (v1 memory.oom_control) or "oom_kill 1" (v2 memory.events). */
const counter = (text, key) => Number(new RegExp(`^${key} (\\d+)$`, 'm').exec(text)?.[1] ?? 0);

/**
 * A sandbox for one JVM: `command(cmd, args)` wraps the command so it joins the groups before it starts,
 * `limitHit()` says which limit stopped it (read after it exited), `dispose()` removes the groups.
 */
export function jvmSandbox(version, limits = { pids: JUDGE_PIDS, memoryBytes: JUDGE_MEMORY_BYTES }) {
  const g = makeGroups(`rocktune-judge-${process.pid}-${version}-${serial++}`, limits);
  const procs = [g.pids, g.memory].filter((d, i, all) => d && all.indexOf(d) === i).map((d) => join(d, 'cgroup.procs'));
  return {
    method: g.method,
    command(cmd, args) {
      if (procs.length === 0) return [cmd, args];
      const enter = procs.map((p) => `echo $$ > '${p}'`).join(' && ');
      return ['sh', ['-c', `${enter} && exec "$@"`, 'sh', cmd, ...args]];
    },
    limitHit() {
      if (g.method === 'none') return undefined;
      if (counter(read(join(g.pids, 'pids.events')), 'max') > 0) return `more than ${limits.pids} threads`;
      const oom = g.method === 'cgroup-v1' ? read(join(g.memory, 'memory.oom_control')) : read(join(g.memory, 'memory.events'));
      if (counter(oom, 'oom_kill') > 0) return `more than ${limits.memoryBytes / 2 ** 20} MiB of memory`;
      return undefined;
    },
    /** Processes the command left running (a shell's background children) are killed so the groups can go. */
    dispose() {
      for (const dir of new Set([g.pids, g.memory])) {
        if (!dir) continue;
        for (let tries = 0; !tryRmdir(dir) && tries < 20; tries++) {
          for (const pid of read(join(dir, 'cgroup.procs')).split('\n').filter(Boolean)) {
            try {
              process.kill(Number(pid), 'SIGKILL');
            } catch {
              /* gone already */
            }
          }
          Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 50);
        }
      }
    },
  };
}

/** How this machine limits the judge's JVMs ("cgroup-v1", "cgroup-v2", or "none": unlimited). */
export function sandboxMethod() {
  const probe = jvmSandbox('probe');
  probe.dispose();
  return probe.method;
}
