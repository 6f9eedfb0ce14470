import { describe, expect, it } from 'vitest';
import { fixOptionsText, lintOptionsText, parseLintConfig, RULE_IDS } from '../../src/index.js';
import { optionsFile } from './rule-tester.js';

/** Without it every default file gets the info-level compression-on-upper-levels advice. */
const NO_COMPRESSION = 'compression=kNoCompression';

describe('lintOptionsText', () => {
  it('is clean for a minimal valid file apart from the info-level compression advice', () => {
    const { findings, counts } = lintOptionsText(optionsFile({ cf: ['compression=kNoCompression'] }));
    expect(findings).toEqual([]);
    expect(counts).toEqual({ error: 0, warning: 0, info: 0 });
  });

  it('adds rule id and severity, sorted by position', () => {
    const { findings } = lintOptionsText(
      optionsFile({ db: ['max_open_files=5'], cf: ['compression=snappy', 'compression_per_level=kNoCompression'] }),
    );
    expect(findings.map((f) => [f.line, f.ruleId, f.severity])).toEqual([
      [5, 'value-sanitized', 'warning'],
      [8, 'wrong-type', 'error'],
    ]);
  });

  it('honours # rocktune-disable-next-line for the named rules only', () => {
    const file = (directive: string) =>
      optionsFile({ db: [`# rocktune-disable-next-line ${directive}`, 'max_open_files=5'], cf: [NO_COMPRESSION] });
    expect(lintOptionsText(file('duplicate-key')).findings.map((f) => f.ruleId)).toEqual(['value-sanitized']);
    expect(lintOptionsText(file('duplicate-key, value-sanitized')).findings).toEqual([]);
  });

  it('a bare disable comment silences every rule on the next line', () => {
    const text = optionsFile({ cf: ['# rocktune-disable-next-line', 'compression=snappy'] });
    expect(lintOptionsText(text).findings).toEqual([]);
  });

  it('config switches rules off and re-grades them', () => {
    const text = optionsFile({ db: ['max_open_files=5'], cf: ['compression=snappy', 'compression_per_level=kNoCompression'] });
    const { findings } = lintOptionsText(text, { config: { rules: { 'wrong-type': 'off', 'value-sanitized': 'error' } } });
    expect(findings.map((f) => [f.ruleId, f.severity])).toEqual([['value-sanitized', 'error']]);
  });

  it('detects the trocksdb dialect from VLog keys, and a declared dialect wins', () => {
    const text = optionsFile({ cf: ['vlogring_activation_level=0'] });
    expect(lintOptionsText(text).dialect).toBe('trocksdb');
    expect(lintOptionsText(text, { facts: { dialect: 'rocksdb' } }).findings.map((f) => f.ruleId)).toContain('unknown-option');
  });

  // Speed is measured by bench/ (lint throughput), not asserted here: a timed unit test fails on a loaded machine.
  it('lints a 10,000-line file completely', () => {
    const body = Array.from({ length: 3400 }, (_, i) =>
      [`[CFOptions "cf${i}"]`, '  write_buffer_size=64MB', '  num_levels=7'].join('\n'),
    ).join('\n');
    const text = `[Version]\n  rocksdb_version=7.8.3\n[DBOptions]\n  max_open_files=-1\n[CFOptions "default"]\n${body}\n`;
    expect(text.split('\n').length).toBeGreaterThan(10_000);
    expect(lintOptionsText(text).findings.filter((f) => f.ruleId === 'misread-number')).toHaveLength(3400);
  });
});

describe('fixOptionsText', () => {
  it('applies every fix and re-lints the result', () => {
    const text = optionsFile({
      db: ['max_open_files=5', 'rate_limiter=x'],
      cf: ['write_buffer_size=1.5g', 'compression=snappy', 'num_levels=6', 'num_levels=6'],
    });
    const { text: fixed, applied, remaining } = fixOptionsText(text);
    expect(applied).toBeGreaterThanOrEqual(5);
    expect(fixed).toContain('max_open_files=20');
    expect(fixed).toContain('write_buffer_size=1610612736');
    expect(fixed).toContain('compression=kSnappyCompression');
    expect(fixed).not.toContain('rate_limiter');
    expect(fixed.match(/num_levels=6/g)).toHaveLength(1);
    expect(remaining.counts.error).toBe(0);
  });

  it('returns the text unchanged when nothing is fixable', () => {
    const text = optionsFile({ db: ['frobnicate=1'], cf: [NO_COMPRESSION] });
    expect(fixOptionsText(text)).toMatchObject({ text, applied: 0 });
  });
});

describe('parseLintConfig', () => {
  it('accepts facts as people write them', () => {
    const r = parseLintConfig(
      { facts: { cpuThreads: 48, dramBytes: '128GB', totalKeys: '8e9' }, rules: { 'drift-from-recommendation': 'off' }, maxWarnings: 0 },
      RULE_IDS,
    );
    expect(r).toEqual({
      ok: true,
      config: {
        facts: { cpuThreads: 48, dramBytes: 128e9, totalKeys: 8e9 },
        rules: { 'drift-from-recommendation': 'off' },
        maxWarnings: 0,
      },
    });
  });

  it.each([
    [{ rules: { 'no-such-rule': 'off' } }, "unknown rule 'no-such-rule'"],
    [{ rules: { 'wrong-type': 'loud' } }, 'rules.wrong-type'],
    [{ facts: { dramBytes: 'lots' } }, 'facts.dramBytes'],
    [{ colour: true }, 'unknown field'],
  ])('rejects %j with a message naming the field', (json, fragment) => {
    const r = parseLintConfig(json, RULE_IDS);
    expect(r.ok).toBe(false);
    expect(r.ok ? '' : r.message).toContain(fragment);
  });
});
