// The LSM tree as one short string, "L0:12 L1:11 L2:52": the levels that hold files, without RocksDB's "Sum" row.
export const lsmShape = (levels: readonly { level: string; files: number }[]): string =>
  levels
    .filter((l) => l.files > 0 && l.level !== 'Sum')
    .map((l) => `${l.level}:${l.files}`)
    .join(' ');
