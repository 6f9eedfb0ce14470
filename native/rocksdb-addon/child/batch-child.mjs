// The batch engine process (lib/batch-check.ts): stays up and checks one OPTIONS text per IPC message,
// in memory, until the parent disconnects. A RocksDB abort kills only this process; the parent then
// records the file it was checking and starts a new one.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
// The addon binary: the parent names one (e.g. a build linked to TRocksDB), else the default build.
const addon = require(process.argv[2] || new URL('../build/Release/rocktune_rocksdb.node', import.meta.url).pathname);

process.on('message', (/** @type {any} */ req) => {
  let reply;
  try {
    reply = { id: req.id, verdict: addon.checkOptionsText(req.text) };
  } catch (err) {
    reply = { id: req.id, error: String(err?.message ?? err) };
  }
  process.send(reply);
});
process.on('disconnect', () => process.exit(0));
