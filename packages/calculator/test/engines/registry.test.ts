import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TARGET,
  getEngineProfile,
  judgeOf,
  listEngineProfiles,
  parseOptionsIni,
  profileForFileVersion,
  resolveTarget,
} from '../../src/index.js';

const rocksdbIds = listEngineProfiles()
  .filter((p) => p.engine === 'rocksdb')
  .map((p) => p.id);
const judge = (text: string, asked = {}) => judgeOf(parseOptionsIni(text).document, asked);

describe('engine profiles', () => {
  it('lists rocksdb and trocksdb profiles naming their source tag and commit', () => {
    const ids = listEngineProfiles().map((p) => p.id);
    expect(ids).toContain('rocksdb@7.8.3');
    expect(ids).toContain('trocksdb@6.4.6');
    for (const p of listEngineProfiles()) {
      expect(p.id).toBe(`${p.engine}@${p.version}`);
      expect(p.source.commit).toMatch(/^[0-9a-f]{40}$/);
      expect(p.source.repo).toMatch(/^(facebook\/rocksdb|KioxiaAmerica\/trocksdb)$/);
    }
  });

  it('has one profile per minor release line from 6.0 on, 5.18.4 the oldest, and keeps the earlier ids', () => {
    expect(rocksdbIds[0]).toBe('rocksdb@5.18.4');
    expect(rocksdbIds.at(-1)).toBe('rocksdb@11.8.1');
    const minors = rocksdbIds.map((id) => id.replace(/^rocksdb@(\d+\.\d+)\.\d+$/, '$1'));
    expect(new Set(minors).size).toBe(minors.length);
    // The release lines RocksDB tagged (6.9, 6.18, 6.21, 8.2, 10.3 and 11.2-11.7 never were).
    for (const line of ['6.0', '6.4', '6.10', '6.29', '7.0', '7.9', '8.0', '8.11', '9.0', '9.11', '10.0', '10.10', '11.0', '11.1'])
      expect(minors).toContain(line);
    for (const id of [
      'rocksdb@5.18.4',
      'rocksdb@6.29.5',
      'rocksdb@7.10.2',
      'rocksdb@8.11.5',
      'rocksdb@9.11.2',
      'rocksdb@10.10.1',
      'rocksdb@11.8.1',
    ])
      expect(getEngineProfile(id).id).toBe(id);
  });

  it('defaults to the engine the addon links (Debian 12 librocksdb 7.8.3)', () => {
    expect(DEFAULT_TARGET).toBe('rocksdb@7.8.3');
  });

  it('resolves a target as a file version: same minor, else the nearest line below, and refuses what is older than all', () => {
    expect(getEngineProfile('rocksdb@7.8').id).toBe('rocksdb@7.8.3');
    expect(resolveTarget('rocksdb@8.11.4').profile.id).toBe('rocksdb@8.11.5');
    expect(resolveTarget('rocksdb@8.11.4').reason).toMatch(/8\.11 release line/);
    const eleven = resolveTarget('rocksdb@11.1.2');
    expect([eleven.profile.id, eleven.reason]).toEqual(['rocksdb@11.1.2', '--target rocksdb@11.1.2']);
    const between = resolveTarget('rocksdb@8.2.0');
    expect(between.profile.id).toBe('rocksdb@8.1.1');
    expect(between.reason).toMatch(/nearest release line below it \(rocktune has no 8\.2 profile\)/);
    expect(getEngineProfile('trocksdb@6.4.6').engine).toBe('trocksdb');
    expect(() => getEngineProfile('rocksdb@1.2')).toThrow(
      /unknown engine target 'rocksdb@1\.2', older than every rocksdb profile: known targets are rocksdb@5\.18\.4 to rocksdb@11\.8\.1, trocksdb@6\.4\.6/,
    );
    expect(() => getEngineProfile('mysql@8.0')).toThrow(/known targets are/);
  });

  it('judges a file by the profile of its major.minor, else the nearest line below, else the oldest', () => {
    expect(profileForFileVersion('7.8.3')).toMatchObject({ profile: { id: 'rocksdb@7.8.3' }, reason: 'the file declares 7.8.3' });
    expect(profileForFileVersion('8.11.4').profile.id).toBe('rocksdb@8.11.5');
    expect(profileForFileVersion('11.1.2').profile.id).toBe('rocksdb@11.1.2');
    expect(profileForFileVersion('6.29.5').profile.id).toBe('rocksdb@6.29.5');
    const between = profileForFileVersion('10.3.0');
    expect(between.profile.id).toBe('rocksdb@10.2.1');
    expect(between.reason).toBe(
      'the file declares 10.3.0: judged as rocksdb@10.2.1, the nearest release line below it (rocktune has no 10.3 profile)',
    );
    const old = profileForFileVersion('3.14.0');
    expect(old.profile.id).toBe('rocksdb@5.18.4');
    expect(old.reason).toMatch(/older than every known profile/);
    const none = profileForFileVersion(undefined);
    expect(none.profile.id).toBe(DEFAULT_TARGET);
    expect(none.reason).toMatch(/no \[Version\]/);
    expect(profileForFileVersion(undefined, 'trocksdb').profile.id).toBe('trocksdb@6.4.6');
  });

  it('decides TRocksDB by the VLog options it writes, not by the major version', () => {
    const upstream = judge('[Version]\n  rocksdb_version=6.29.5\n[CFOptions "default"]\n  write_buffer_size=1048576\n');
    expect([upstream.engine, upstream.profile.id]).toEqual(['rocksdb', 'rocksdb@6.29.5']);
    const sameBase = judge('[Version]\n  rocksdb_version=6.4.6\n[CFOptions "default"]\n  write_buffer_size=1048576\n');
    expect(sameBase.profile.id).toBe('rocksdb@6.4.6');
    const trocks = judge(
      '[Version]\n  rocksdb_version=6.4.6\n[CFOptions "default"]\n  write_buffer_size=1048576\n  min_indirect_val_size=0\n',
    );
    expect([trocks.engine, trocks.profile.id, trocks.engineReason]).toEqual([
      'trocksdb',
      'trocksdb@6.4.6',
      'line 5: min_indirect_val_size is a TRocksDB option',
    ]);
    expect(judge('[CFOptions "default"]\n  min_indirect_val_size=0\n', { dialect: 'rocksdb' }).engine).toBe('rocksdb');
    const target = judge('[Version]\n  rocksdb_version=11.1.2\n', { target: 'rocksdb@8.11.4' });
    expect([target.profile.id, target.reason]).toEqual([
      'rocksdb@8.11.5',
      '--target rocksdb@8.11.4: judged as rocksdb@8.11.5, the 8.11 release line (its patch releases share its options) (the file declares 11.1.2)',
    ]);
  });

  it('holds the facts the sizing rules and generate need', () => {
    const trocks = getEngineProfile('trocksdb@6.4.6');
    expect(trocks.hasIntegratedBlobDb).toBe(false);
    expect(trocks.notReadableFromFile.map((o) => o.name)).toContain('block_cache');
    expect(trocks.get('CFOptions', 'vlogring_activation_level')?.type).toBe('list');
    const rocks = getEngineProfile('rocksdb@7.8.3');
    expect(rocks.hasIntegratedBlobDb).toBe(true);
    expect(rocks.defaults.levelCompactionDynamicLevelBytes).toBe(false);
    expect(rocks.defaults.blockCacheBytes).toBe(8 * 2 ** 20);
    expect(rocks.pathOptions.map((o) => o.name)).toEqual(expect.arrayContaining(['wal_dir', 'db_log_dir']));
    expect(rocks.openRefusals.map((r) => r.message)).toContain('Enable block_align, but compression enabled');
  });
});
