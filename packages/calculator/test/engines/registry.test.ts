import { describe, expect, it } from 'vitest';
import { compareVersions, DEFAULT_TARGET, parseVersion, getEngineProfile, listEngineProfiles, profileForFileVersion } from '../../src/index.js';

const rocksdbIds = listEngineProfiles().filter((p) => p.engine === 'rocksdb').map((p) => p.id);

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

  it('defaults to the engine the addon links (Debian 12 librocksdb 7.8.3)', () => {
    expect(DEFAULT_TARGET).toBe('rocksdb@7.8.3');
  });

  it('resolves a minor to its newest known patch and refuses unknown targets with the known list', () => {
    expect(getEngineProfile('rocksdb@7.8').id).toBe('rocksdb@7.8.3');
    expect(getEngineProfile('trocksdb@6.4.6').engine).toBe('trocksdb');
    expect(() => getEngineProfile('rocksdb@1.2')).toThrow(/unknown engine target 'rocksdb@1\.2'.*rocksdb@7\.8\.3.*trocksdb@6\.4\.6/);
    expect(() => getEngineProfile('mysql@8.0')).toThrow(/known targets are/);
  });

  it('judges a file by the nearest profile at or below its [Version]', () => {
    expect(profileForFileVersion('7.8.3').profile.id).toBe('rocksdb@7.8.3');
    const between = profileForFileVersion('7.9.2');
    expect(compareVersions(parseVersion(between.profile.version) ?? [], [7, 9, 2])).toBeLessThanOrEqual(0);
    expect(compareVersions(parseVersion(between.profile.version) ?? [], [7, 8, 3])).toBeGreaterThanOrEqual(0);
    expect(between.reason).toMatch(/nearest known version at or below/);
    const old = profileForFileVersion('3.14.0');
    expect(old.profile.id).toBe(rocksdbIds[0]);
    expect(old.reason).toMatch(/older than every known profile/);
    const none = profileForFileVersion(undefined);
    expect(none.profile.id).toBe(DEFAULT_TARGET);
    expect(none.reason).toMatch(/no \[Version\]/);
    expect(profileForFileVersion(undefined, 'trocksdb').profile.id).toBe('trocksdb@6.4.6');
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
