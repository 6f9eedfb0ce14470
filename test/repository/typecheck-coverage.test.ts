import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { filesUnder, ROOT } from './source-files.js';

// `npm run typecheck` is `tsc -b` over the root tsconfig.json: every TypeScript (and .mjs) file must be a root
// file of one of the projects it references, or a type error there would never be seen.
function readConfig(path: string): ts.ParsedCommandLine {
  const parsed = ts.getParsedCommandLineOfConfigFile(
    path,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      },
    },
  );
  if (!parsed) throw new Error(`cannot read ${path}`);
  return parsed;
}

describe('the root tsconfig.json', () => {
  const root = readConfig(join(ROOT, 'tsconfig.json'));
  const projects = (root.projectReferences ?? []).map((r) => readConfig(ts.resolveProjectReferencePath(r)));

  it('is a solution: no files of its own, a reference per project', () => {
    expect(root.fileNames).toEqual([]);
    expect(projects.length).toBeGreaterThanOrEqual(7);
  });

  it('covers every .ts, .tsx and .mjs file of the repository', () => {
    const covered = new Set(projects.flatMap((p) => p.fileNames.map((f) => f.slice(ROOT.length + 1))));
    const files = filesUnder(['packages', 'native', 'e2e', 'bench', 'scripts', 'tools', 'test'], /\.(ts|tsx|mts|mjs)$/).filter(
      (f) => !/\.d\.m?ts$/.test(f),
    );
    expect(files.length).toBeGreaterThan(200);
    expect(files.filter((f) => !covered.has(f))).toEqual([]);
  });
});
