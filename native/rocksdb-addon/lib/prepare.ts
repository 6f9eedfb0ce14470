// OPTIONS text -> what RocksDB gets: dialect mapping, then the guards. Shared by check, load and run.
import { writeFileSync } from 'node:fs';

import { EngineError } from './errors.js';
import { type GuardFinding, runGuards } from './guards.js';
import { type IniScan, findKeyLine, scanIni } from './ini/scan.js';
import { type EngineChoice, chooseEngine } from './engine-choice.js';
import type { EngineId } from './addon-path.js';
import { refusalLine } from './open-refusal.js';
import { type PathRedirect, pathProfile, sandboxPaths } from './sandbox.js';
import { type DialectText, applyDialect } from './trocksdb.js';
import type { Workspace } from './workspace.js';

export interface Prepared {
  original: IniScan;
  /** Path options rewritten into the run's directory. */
  redirects: PathRedirect[];
  /** Which engine runs the file, and whether it goes through the BlobDB mapping. */
  choice: EngineChoice;
  /** The text the engine gets (the BlobDB mapping applied when the choice asks for it). */
  dialect: DialectText;
  findings: GuardFinding[];
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
  const original = scanIni(text);
  const choice = chooseEngine(text, asked);
  const boxed = sandboxPaths(text, choice.engine, sandbox);
  return {
    original,
    redirects: boxed.redirects,
    choice,
    dialect: applyDialect(boxed.text, choice.blobMapping ? 'trocksdb' : 'rocksdb'),
    findings: runGuards(original),
  };
}

/** The first finding that must not reach RocksDB (it would crash the engine), if any. */
export function blockingFinding(p: Prepared): GuardFinding | undefined {
  return p.findings.find((f) => f.blocksEngine);
}

export function writeOptionsFile(ws: Workspace, text: string): string {
  const path = ws.path('OPTIONS.ini');
  writeFileSync(path, text);
  return path;
}

/** The user's line RocksDB's message points at: "(at line N)", or the option it names. */
export function locate(status: string, p: Prepared): { line: number; lineText: string } | undefined {
  const userLine = (n: number): { line: number; lineText: string } | undefined => {
    const text = p.original.lines[n - 1];
    return text === undefined ? undefined : { line: n, lineText: text.trim() };
  };
  const at = /at line (\d+)/.exec(status);
  if (at?.[1]) return userLine(p.dialect.lineMap[Number(at[1]) - 1] ?? Number(at[1]));
  const refused = refusalLine(p.original.lines.join('\n'), status, pathProfile(p.choice.engine));
  if (refused !== undefined) return userLine(refused);
  const fed = scanIni(p.dialect.text);
  const named = /(?:Could not find option|Error parsing|Invalid option)[: ]+([A-Za-z0-9_.]+)/.exec(status);
  if (named?.[1]) {
    const e = findKeyLine(fed, named[1]) ?? findKeyLine(fed, named[1].split('.').pop() ?? '');
    if (e) return userLine(p.dialect.lineMap[e.line - 1] ?? e.line);
  }
  // Otherwise the longest option name (or value) that the message mentions.
  let best: { line: number; len: number } | undefined;
  for (const s of fed.sections) {
    for (const e of s.entries) {
      for (const token of [e.key, e.value]) {
        if (token.length >= 4 && status.includes(token) && (!best || token.length > best.len)) {
          best = { line: e.line, len: token.length };
        }
      }
    }
  }
  return best ? userLine(p.dialect.lineMap[best.line - 1] ?? best.line) : undefined;
}

export function rejected(status: string, p: Prepared): EngineError {
  const where = locate(status, p);
  const suffix = where ? ` (line ${where.line}: ${where.lineText})` : '';
  return new EngineError('ENGINE_OPTIONS_REJECTED', `${engineLabel(p.choice.engine)} rejected the options: ${status}${suffix}`, {
    rocksdbStatus: status,
    ...(where ?? {}),
  });
}

export function guardError(f: GuardFinding, p: Prepared): EngineError {
  return new EngineError('ENGINE_OPTIONS_REJECTED', `line ${f.line}: ${f.message}`, {
    line: f.line,
    lineText: p.original.lines[f.line - 1]?.trim() ?? '',
  });
}

export function engineLabel(engine: EngineId): string {
  return engine === 'trocksdb' ? 'TRocksDB' : 'RocksDB';
}
