// The engine process. lib/child-runner.ts forks this script, sends one request over IPC, and receives
// progress events and one result or error. A RocksDB abort or segfault kills only this process.
// Plain JS on purpose: it must run the same from lib/ (tests, source) and dist/ (built CLI).
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { delimiter } from 'node:path';

import { leaveRun } from './leave-run.mjs';

const require = createRequire(import.meta.url);

// `compare --memory-limit` / `--disk-limit`: join the cgroups the parent created (one cgroup.procs file per v1
// controller, joined by the path delimiter), before the addon allocates or writes anything.
function joinEngineCgroups() {
  const procs = process.env.ROCKTUNE_ENGINE_CGROUP;
  if (!procs) return;
  for (const file of procs.split(delimiter).filter(Boolean)) {
    try {
      writeFileSync(file, String(process.pid));
    } catch (err) {
      throw Object.assign(new Error(`cannot join the cgroup ${file}: ${err.message}`), { code: 'ENGINE_IO_ERROR' });
    }
  }
}

function send(msg) {
  return new Promise((resolve) => process.send(msg, () => resolve()));
}

function loadAddon(path) {
  try {
    return require(path);
  } catch (err) {
    const message =
      `cannot load the RocksDB addon ${path}: ${err.message}` +
      (/librocksdb/.test(err.message) ? ' (install the Debian package librocksdb-dev, or librocksdb7.8)' : '');
    const e = /** @type {Error & { code?: string }} */ (new Error(message));
    e.code = 'ENGINE_LOAD_FAILED';
    throw e;
  }
}

// Detached from the parent's process group (see child-runner.ts), so die with the parent whatever killed it: when the
// IPC channel closes, or when this process is re-parented (checked twice a second, in case the close is missed).
// First what the parent would have removed goes (leave-run.mjs: the cgroups, the run's temporary directory); then
// SIGKILL: process.exit() waits for the engine's worker thread, which runs until its phase ends.
let finished = false;
const parent = process.ppid;
const dieWithParent = () => {
  if (finished) return;
  try {
    leaveRun(process.env.ROCKTUNE_ENGINE_CGROUP ?? '', parent);
  } finally {
    process.kill(process.pid, 'SIGKILL');
  }
};
process.on('disconnect', dieWithParent);
setInterval(() => process.ppid !== parent && dieWithParent(), 500).unref();

process.once('message', async (/** @type {any} */ req) => {
  // The parent's start watchdog: a process the host starved of threads can hang before it reads the request.
  if (process.env.ROCKTUNE_ENGINE_TEST_HANG_START) await new Promise(() => {}); // test hook: never starts
  process.send({ type: 'started' });
  try {
    joinEngineCgroups();
    const addon = loadAddon(req.addonPath);
    const crash = process.env.ROCKTUNE_ENGINE_TEST_CRASH;
    if (crash) await addon.crashForTest(crash); // test hook: dies here, never returns
    let value;
    if (req.op === 'engineInfo') value = addon.engineInfo();
    else if (req.op === 'checkOptions') value = await addon.checkOptions(req.params);
    else if (req.op === 'loadTest') value = await addon.loadTest(req.params, (ev) => process.send({ type: 'progress', event: ev }));
    else if (req.op === 'runTest') value = await addon.runTest(req.params, (ev) => process.send({ type: 'progress', event: ev }));
    else if (req.op === 'tunerTest') value = await addon.tunerTest(req.params, (ev) => process.send({ type: 'progress', event: ev }));
    else throw Object.assign(new Error(`unknown op ${req.op}`), { code: 'ENGINE_INVALID_ARGUMENT' });
    await send({ type: 'result', value });
  } catch (err) {
    await send({ type: 'error', code: err?.code ?? 'ENGINE_IO_ERROR', message: String(err?.message ?? err) });
  }
  finished = true;
  process.disconnect();
});
