// How much of a sample's interval writes were stalled.

/**
 * The share of an interval writes were stalled, in percent. RocksDB's STALL_MICROS counts a stall when it ends, so one
 * sample can receive more stall than its interval (a 2 s stall ending in a 1 s sample): the share stops at 100.
 */
export function stallPercent(stallMicros: number, intervalSec: number): number {
  return intervalSec > 0 ? Math.min(100, (100 * stallMicros) / (intervalSec * 1e6)) : 0;
}

/** stallPercent of consecutive samples, each over the time since the one before (the first since the start). */
export function stallPercents(): (s: { tSec: number; stallMicros: number }) => number {
  let prevT = 0;
  return (s) => {
    const share = stallPercent(s.stallMicros, s.tSec - prevT);
    prevT = s.tSec;
    return share;
  };
}
