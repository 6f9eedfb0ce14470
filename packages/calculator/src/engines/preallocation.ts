// What RocksDB fallocates ahead of writing (allow_fallocate=true, the default), as the release jars showed on a disk
// with 71.6 GiB free (docs/lint.md preallocation-exceeds-disk; the rule's test holds each observed case). The failed
// fallocate keeps what it took, so the next write finds the disk full.

/**
 * ext4's largest file (4 KiB blocks): a larger fallocate is refused at once and takes nothing, so only XFS or btrfs
 * lose their free space to it (the release jar on ext4: write_buffer_size=14t failed, 15t and 20t ran).
 */
export const EXT4_MAX_FILE_BYTES = 16 * 2 ** 40;

export interface Preallocation {
  /** The option whose value sets the size. */
  readonly option: 'write_buffer_size' | 'manifest_preallocation_size';
  readonly bytes: number;
  readonly how: string;
}

export interface PreallocationInputs {
  allowFallocate: boolean;
  /** The largest write_buffer_size over the column families. */
  writeBufferSize: number;
  maxTotalWalSize: number;
  dbWriteBufferSize: number;
  manifestPreallocationSize: number;
}

/** Each WAL file: write_buffer_size + 1/10, capped by max_total_wal_size and db_write_buffer_size when they are set. */
function walPreallocation(i: PreallocationInputs): Preallocation {
  let bytes = Math.floor(i.writeBufferSize / 10) + i.writeBufferSize;
  let cappedBy: string | undefined;
  for (const [name, cap] of [
    ['max_total_wal_size', i.maxTotalWalSize],
    ['db_write_buffer_size', i.dbWriteBufferSize],
  ] as const) {
    if (cap > 0 && cap < bytes) [bytes, cappedBy] = [cap, name];
  }
  const how = cappedBy ? `each WAL file, capped by ${cappedBy}` : 'each WAL file: 1.1 x write_buffer_size';
  return { option: 'write_buffer_size', bytes, how };
}

/** The preallocations that can take the disk, largest first; none when allow_fallocate=false. */
export function preallocations(i: PreallocationInputs): Preallocation[] {
  if (!i.allowFallocate) return [];
  const manifest: Preallocation = {
    option: 'manifest_preallocation_size',
    bytes: i.manifestPreallocationSize,
    how: 'the MANIFEST file, at DB::Open',
  };
  return [walPreallocation(i), manifest].sort((a, b) => b.bytes - a.bytes);
}
