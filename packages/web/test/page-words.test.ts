import { parseSize } from '@rocktune/calculator';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { exactSize } from '../src/features/machine/machine-values.js';
import { namedError } from '../src/state/field-message.js';
import { cappedWords } from '../src/features/validate/capped-run.js';

describe('exactSize: detected bytes in the form’s notation', () => {
  it('writes a unit with at most three decimals where one holds the bytes exactly, else the bytes in groups of three', () => {
    expect(exactSize(128e9)).toBe('128GB');
    expect(exactSize(25.5e9)).toBe('25.5GB');
    expect(exactSize(512 * 2 ** 20)).toBe('512MiB'); // a cgroup limit
    // issue 35: this host's MemTotal was filled in as 25.325268992GB
    expect(exactSize(25_325_268_992)).toBe('25,325,268,992');
    expect(exactSize(512)).toBe('512');
  });

  it('parses back to the same bytes for any DRAM a host reports (MemTotal is in KiB), and never has more than three decimals', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 32 }), (kib) => {
        const text = exactSize(kib * 1024);
        return parseSize(text) === kib * 1024 && !/\.\d{4}/.test(text);
      }),
    );
  });
});

describe('namedError: a field error names its field', () => {
  it('joins "is …" to the label, and the rest after a colon', () => {
    expect(namedError('dramBytes', 'is empty; allowed: …')).toEqual({ label: 'DRAM', rest: ' is empty; allowed: …' });
    expect(namedError('totalKeys', '0 is out of range')).toEqual({ label: 'Total keys', rest: ': 0 is out of range' });
    expect(namedError('(input)', 'unknown field(s) x').label).toBe('Input');
  });
});

describe('cappedWords: the capped run’s result in words', () => {
  const capped = {
    memory: { method: 'cgroup-v1', limitBytes: 512 * 2 ** 20 },
    disk: { method: 'cgroup-v1-blkio', writeBytesPerSec: 40e6, readBytesPerSec: 50e6, atCapFraction: 0.9 },
    notes: [],
  };
  it('marks a run at its disk cap and one below it', () => {
    const at = cappedWords({ ...capped, cap: { atCap: true, limiting: 'write', text: 'write 97% of cap (…)' } });
    expect(at).toBe(
      'Capped run: memory 512 MiB (cgroup-v1), disk writes 40 MB/s and reads 50 MB/s (cgroup-v1-blkio). Disk use: write 97% of cap (…). At the cap: the disk, not the shared CPU, set the pace, so the figures repeat.',
    );
    const below = cappedWords({ ...capped, cap: { atCap: false, limiting: 'write', text: 'write 64% of cap BELOW CAP (…)' } });
    expect(below).toMatch(/Below the cap \(under 90 %\): as noisy as an uncapped run/);
  });
  it('says when the host could not cap, with the CLI’s notes', () => {
    const words = cappedWords({
      memory: { method: 'direct-io', limitBytes: 512 * 2 ** 20 },
      disk: { method: 'none', writeBytesPerSec: 40e6, readBytesPerSec: 50e6, atCapFraction: 0.9 },
      notes: ['cgroup v2: no memory controller'],
    });
    expect(words).toBe('This host could not cap the memory and disk, so the run was not capped: cgroup v2: no memory controller.');
  });
});
