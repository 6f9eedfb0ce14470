// Issue 23's disagreement classes, judged again on the release jars: each case's engine verdict is the one observed
// (observed-lines.ts), and lint errs exactly where that release refuses, aborts or cannot open the file. npm test
// judges on 8 releases drawn with the run's seed (test/support/sample.ts), npm run test:full on every one.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { judgeFiles } from '../../tools/engine-judge/judge.mjs';
import { classify, engineRefusal, lintTarget } from './classify.js';
import { CORPUS } from './corpus.js';
import { sampleOf } from '../support/sample.js';
import { unavailable } from './jars.js';
import { OBSERVED_LINES, type ObservedLine } from './observed-lines.js';

const work = mkdtempSync(join(tmpdir(), 'observed-lines-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const HEADERS = {
  DBOptions: '[DBOptions]\n',
  CFOptions: '[CFOptions "default"]\n',
  'TableOptions/BlockBasedTable': '[TableOptions/BlockBasedTable "default"]\n',
};

/** The base file of `version` with the case's edits. */
function caseText(c: ObservedLine, version: string): string {
  let text = readFileSync(join(CORPUS, version, c.base), 'utf8');
  if (c.dropTables) text = text.replace(/\n\[TableOptions\/[^\n]*\][\s\S]*?(?=\n\[|$)/g, '\n');
  for (const line of c.set ?? []) {
    const key = line.slice(0, line.indexOf('='));
    const existing = new RegExp(`^\\s*${key}=.*$`, 'm');
    text = existing.test(text)
      ? text.replace(existing, `  ${line}`)
      : text.replace(HEADERS[c.section ?? 'CFOptions'], (h) => `${h}  ${line}\n`);
  }
  if (c.prepend !== undefined) text = `${c.prepend}\n${text}`;
  if (c.versionLine !== undefined) text = text.replace('  rocksdb_version=', c.versionLine);
  return text + (c.append ?? '');
}

const byVersion = new Map<string, { c: ObservedLine; refused: boolean }[]>();
for (const c of OBSERVED_LINES) {
  for (const v of c.refusedBy) byVersion.set(v, [...(byVersion.get(v) ?? []), { c, refused: true }]);
  for (const v of c.runBy) byVersion.set(v, [...(byVersion.get(v) ?? []), { c, refused: false }]);
}

for (const [version, cases] of sampleOf([...byVersion], 8, 'observed lines releases')) {
  const why = unavailable(version);
  describe.skipIf(why !== undefined)(`issue 23's lines on rocksdbjni ${version}`, { timeout: 300_000 }, () => {
    it('the engine does what was observed, and lint errs exactly where it refuses', async () => {
      const texts = cases.map(({ c }) => caseText(c, version));
      const files = texts.map((text, i) => {
        const path = join(work, `${version}-${i}.ini`);
        writeFileSync(path, text);
        return path;
      });
      const verdicts = await judgeFiles(version, files);
      // A JVM the shared host kills (out of processes or memory) twice looks like an abort: a death where a run was
      // observed is judged once more before it counts.
      const died = cases.flatMap(({ refused }, i) => (!refused && (verdicts[i]!.abort || verdicts[i]!.timeout) ? [i] : []));
      if (died.length > 0) {
        const again = await judgeFiles(
          version,
          died.map((i) => files[i]!),
        );
        died.forEach((i, k) => (verdicts[i] = again[k]!));
      }
      const seen = cases.map(({ c }, i) => ({ what: c.what, refused: engineRefusal(verdicts[i]!) !== undefined }));
      expect(seen).toEqual(cases.map(({ c, refused }) => ({ what: c.what, refused })));
      const outcomes = cases.map(({ c }, i) => ({ what: c.what, outcome: classify(texts[i]!, verdicts[i]!, lintTarget(version)).kind }));
      expect(outcomes.filter((o) => o.outcome === 'false-error' || o.outcome === 'missed-refusal')).toEqual([]);
    });
  });
}
