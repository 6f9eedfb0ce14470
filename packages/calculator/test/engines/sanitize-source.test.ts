import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { getEngineProfile, listEngineProfiles } from '../../src/index.js';
import { bulkLoadValues, functionBody, readSanitizing, sanitizeClips } from '../../../../tools/profiles/sanitize.mjs';

// tools/profiles reads each profile's clip ranges and bulk-load values from the engine's own source at its tag
// (db/column_family.cc SanitizeOptions, options/options.cc PrepareForBulkLoad). The snippets below are written
// the two ways those releases spell them; the last block re-reads every profile's tag when a git directory of
// the sources is given (ROCKTUNE_ROCKSDB_GIT=/path/to/rocksdb/.git, ROCKTUNE_TROCKSDB_GIT=/path/to/trocksdb/.git).

const OLD_STYLE = `
ColumnFamilyOptions SanitizeOptions(const ImmutableDBOptions& db_options,
                                    const ColumnFamilyOptions& src) {
  ColumnFamilyOptions result = src;
  size_t clamp_max = std::conditional<
      sizeof(size_t) == 4, std::integral_constant<size_t, 0xffffffff>,
      std::integral_constant<uint64_t, 64ull << 30>>::type::value;
  ClipToRange(&result.write_buffer_size, ((size_t)64) << 10, clamp_max);
  // max_write_buffer_number below 2 is raised
  if (result.max_write_buffer_number < 2) {
    result.max_write_buffer_number = 2;
  }
  return result;
}`;

const NEW_STYLE = `
ColumnFamilyOptions SanitizeCfOptions(const ImmutableDBOptions& db_options, bool read_only,
                                      const ColumnFamilyOptions& src) {
  ColumnFamilyOptions result = src;
  ClipToRange(&result.write_buffer_size, (static_cast<size_t>(128)) << 10,
              static_cast<size_t>(32) << 30);
  if (result.max_write_buffer_number < 3) result.max_write_buffer_number = 3;
  return result;
}`;

const BULK = `
Options* Options::PrepareForBulkLoad() {
  level0_file_num_compaction_trigger = (1 << 30);
  level0_slowdown_writes_trigger = (1<<30);
  level0_stop_writes_trigger = (1 << 30);
  soft_pending_compaction_bytes_limit = 0;
  max_compaction_bytes = (static_cast<uint64_t>(1) << 60);
  return this;
}`;

const sanitizeBody = (text: string) => functionBody(text, 'ColumnFamilyOptions\\s+Sanitize(?:Cf)?Options\\s*\\(') ?? '';

describe('reading SanitizeOptions and PrepareForBulkLoad from C++ source', () => {
  it('reads the write_buffer_size range (the 64-bit clamp_max) and the max_write_buffer_number floor', () => {
    expect(sanitizeClips(sanitizeBody(OLD_STYLE))).toEqual({
      write_buffer_size: { min: 65536, max: 68719476736 },
      max_write_buffer_number: { min: 2 },
    });
    expect(sanitizeClips(sanitizeBody(NEW_STYLE))).toEqual({
      write_buffer_size: { min: 131072, max: 34359738368 },
      max_write_buffer_number: { min: 3 },
    });
  });

  it('reads the bulk-load L0 triggers and max_compaction_bytes exactly', () => {
    expect(bulkLoadValues(functionBody(BULK, 'Options::PrepareForBulkLoad\\s*\\(\\s*\\)') ?? '')).toEqual({
      level0Trigger: 1073741824,
      maxCompactionBytes: '1152921504606846976',
    });
  });

  it('refuses source it cannot read rather than guessing', () => {
    expect(() => sanitizeClips(sanitizeBody(OLD_STYLE.replace('ClipToRange', 'Clip')))).toThrow(/ClipToRange/);
    expect(() =>
      sanitizeClips(sanitizeBody(OLD_STYLE.replace('result.max_write_buffer_number = 2', 'result.max_write_buffer_number = 3'))),
    ).toThrow(/max_write_buffer_number/);
    expect(() => bulkLoadValues(BULK.replace('level0_stop_writes_trigger = (1 << 30)', 'level0_stop_writes_trigger = (1 << 20)'))).toThrow(
      /different values/,
    );
  });
});

const SOURCES: Record<string, string | undefined> = {
  rocksdb: process.env.ROCKTUNE_ROCKSDB_GIT,
  trocksdb: process.env.ROCKTUNE_TROCKSDB_GIT,
};

describe.each(listEngineProfiles())('$id: clip ranges and bulk-load values against the source at its tag', ({ id, engine, source }) => {
  const repo = SOURCES[engine];
  const skipped =
    repo === undefined
      ? `set ROCKTUNE_${engine.toUpperCase()}_GIT to a git directory of ${source.repo}`
      : existsSync(repo)
        ? undefined
        : `${repo} does not exist`;
  it.skipIf(skipped !== undefined)(`matches ${source.repo} ${source.tag}${skipped ? ` (skipped: ${skipped})` : ''}`, () => {
    const profile = getEngineProfile(id);
    const read = readSanitizing(repo as string, source.commit);
    expect(profile.get('CFOptions', 'write_buffer_size')?.clippedTo).toEqual(read.clips.write_buffer_size);
    expect(profile.get('CFOptions', 'max_write_buffer_number')?.clippedTo).toEqual(read.clips.max_write_buffer_number);
    expect(profile.bulkLoad).toEqual(read.bulkLoad);
  });
});
