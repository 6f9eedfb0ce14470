// Issue 23: no error-level finding on an OPTIONS file an engine wrote itself, judged by its own [Version]
// and with --target of that version. The engines' verdicts on their own files are committed beside them.
// npm test lints 12 releases' files drawn with the run's seed (test/support/sample.ts); npm run test:full all of them.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { lintOptionsText } from '@rocktune/calculator';
import { describe, expect, it } from 'vitest';
import type { JarVerdict } from '../../tools/engine-judge/judge.mjs';
import { CORPUS, corpusFiles, corpusVersions } from './corpus.js';
import { sampleOf } from '../support/sample.js';
import { KNOWN_ENGINE_WRITTEN_ERRORS } from './known-disagreements.js';

function knownErrors(version: string, file: string): string[] {
  return KNOWN_ENGINE_WRITTEN_ERRORS.filter((k) => k.versions.includes(version) && k.files.includes(file)).map((k) => k.ruleId);
}

const versions = corpusVersions();

describe('engine-written OPTIONS files', () => {
  it('cover every release line the judges ran, oldest 5.18.4 to newest 11.1.2', () => {
    expect(versions.length).toBeGreaterThanOrEqual(60);
    expect(versions[0]).toBe('5.18.4');
    expect(versions.at(-1)).toBe('11.1.2');
  });

  for (const version of sampleOf(versions, 12, 'engine-written versions')) {
    it(`${version}: the engine opened each of its own files and lint finds no error in any (own [Version] and --target rocksdb@${version})`, () => {
      const verdicts: JarVerdict[] = JSON.parse(readFileSync(join(CORPUS, version, 'verdicts.json'), 'utf8')).verdicts;
      const files = corpusFiles(version);
      expect(verdicts.map((v) => v.file).sort()).toEqual(files.map((f) => f.name));
      for (const v of verdicts)
        expect({ file: v.file, accepted: Boolean(v.strict?.ok && v.open?.ok && v.write?.ok) }).toEqual({ file: v.file, accepted: true });
      for (const { name, text } of files) {
        for (const target of [undefined, `rocksdb@${version}`]) {
          const errors = lintOptionsText(text, { target }).findings.filter((f) => f.severity === 'error');
          const got = [...new Set(errors.map((f) => f.ruleId))].sort();
          expect({ file: name, target, errors: got }, errors.map((f) => `${f.line}: ${f.message}`).join('\n')).toEqual({
            file: name,
            target,
            errors: knownErrors(version, name),
          });
        }
      }
    });
  }
});
