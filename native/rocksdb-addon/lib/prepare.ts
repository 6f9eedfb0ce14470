// OPTIONS text -> what the engine gets: lint findings, path options sandboxed, the BlobDB mapping when a TRocksDB
// file runs on upstream RocksDB. Shared by check, load, run and the tuner tests.
import { listEntries, parseOptionsIni } from '@rocktune/calculator';
import { bytesFromText } from './byte-text.js';

import type { EngineId } from './addon-path.js';
import { type DialectText, asWritten, mapToBlobDb } from './blob-mapping.js';
import { type EngineChoice, chooseEngine } from './engine-choice.js';
import { EngineError } from './errors.js';
import { type CheckFinding, firstError, lintFindings, lintRefusal } from './lint-gate.js';
import { refusalLine } from './open-refusal.js';
import { writeRunFile } from './preflight.js';
import { engineLabel, engineProfile } from './profile.js';
import { type PathRedirect, sandboxPaths } from './sandbox.js';
import type { Workspace } from './workspace.js';

export interface Prepared {
  /** The user's lines, for quoting the line a finding or a refusal points at. */
  lines: string[];
  /** Path options rewritten into the run's directory. */
  redirects: PathRedirect[];
  /** Which engine runs the file, and whether it goes through the BlobDB mapping. */
  choice: EngineChoice;
  /** The text the engine gets (the BlobDB mapping applied when the choice asks for it). */
  dialect: DialectText;
  /** Lint's error and warning findings on the user's text. */
  findings: CheckFinding[];
}

/**
 * The user's text -> what the engine gets: path options redirected into `sandbox` (a workspace directory per
 * option), then the BlobDB mapping when a TRocksDB file runs on upstream RocksDB. Line numbers stay the user's.
 */
export function prepare(
  text: string,
  asked: { engine?: EngineId | undefined; dialect?: 'rocksdb' | 'trocksdb' | undefined },
  sandbox: (key: string) => string,
): Prepared {
  const choice = chooseEngine(text, asked);
  const boxed = sandboxPaths(text, choice.engine, sandbox);
  return {
    lines: text.split(/\r?\n/),
    redirects: boxed.redirects,
    choice,
    dialect: choice.blobMapping ? mapToBlobDb(boxed.text) : asWritten(boxed.text),
    findings: lintFindings(text, choice.dialect),
  };
}

/** For load, run and the tuner tests: throws ENGINE_LINT_REFUSED when lint found an error, before the engine starts. */
export function prepareToRun(
  text: string,
  asked: { engine?: EngineId | undefined; dialect?: 'rocksdb' | 'trocksdb' | undefined },
  sandbox: (key: string) => string,
): Prepared {
  const p = prepare(text, asked, sandbox);
  const stop = firstError(p.findings);
  if (stop) throw lintRefusal(stop, p.lines);
  return p;
}

export function writeOptionsFile(ws: Workspace, text: string): string {
  const path = ws.path('OPTIONS.ini');
  writeRunFile(path, bytesFromText(text)); // the file's own bytes, Latin-1 and all (textFromBytes)
  return path;
}

/** The user's line the engine's message points at: "(at line N)", the combination DB::Open refuses, or the option it names. */
export function locate(status: string, p: Prepared): { line: number; lineText: string } | undefined {
  const userLine = (n: number): { line: number; lineText: string } | undefined => {
    const text = p.lines[n - 1];
    return text === undefined ? undefined : { line: n, lineText: text.trim() };
  };
  const fedLine = (n: number) => userLine(p.dialect.lineMap[n - 1] ?? n);
  const at = /at line (\d+)/.exec(status);
  if (at?.[1]) return fedLine(Number(at[1]));
  const refused = refusalLine(p.lines.join('\n'), status, engineProfile(p.choice.engine));
  if (refused !== undefined) return userLine(refused);
  const fed = listEntries(parseOptionsIni(p.dialect.text).document).map(({ entry }) => entry);
  const named = /(?:Could not find option|Error parsing|Invalid option)[: ]+([A-Za-z0-9_.]+)/.exec(status)?.[1];
  if (named) {
    const e = fed.find((x) => x.key === named) ?? fed.find((x) => x.key === named.split('.').pop());
    if (e) return fedLine(e.line);
  }
  // Otherwise the longest option name (or value) that the message mentions.
  let best: { line: number; len: number } | undefined;
  for (const e of fed) {
    for (const token of [e.key, e.value]) {
      if (token.length >= 4 && status.includes(token) && (!best || token.length > best.len)) best = { line: e.line, len: token.length };
    }
  }
  return best ? fedLine(best.line) : undefined;
}

export function rejected(status: string, p: Prepared): EngineError {
  const where = locate(status, p);
  const suffix = where ? ` (line ${where.line}: ${where.lineText})` : '';
  return new EngineError('ENGINE_OPTIONS_REJECTED', `${engineLabel(p.choice.engine)} rejected the options: ${status}${suffix}`, {
    rocksdbStatus: status,
    ...(where ?? {}),
  });
}
