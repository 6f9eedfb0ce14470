/** The L0 triggers a database runs: RocksDB needs compaction trigger <= slowdown <= stop and silently raises the lower ones. */
export function l0TriggersAsRun(trigger: number, slowdown: number, stop: number): { slowdown: number; stop: number } {
  const runSlowdown = Math.max(slowdown, trigger);
  return { slowdown: runSlowdown, stop: Math.max(stop, runSlowdown) };
}
