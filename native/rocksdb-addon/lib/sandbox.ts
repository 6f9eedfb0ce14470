// The validation sandbox: every path option the engine's profile says its loader reads (wal_dir, db_log_dir, ...)
// is rewritten to a directory inside the run's own directory before the engine sees the file, so nothing is
// created or written where the file points. Each rewrite is reported. The C++ side refuses any path that still
// points outside (src/common.cc), whatever the file says.
import { escapeOptionString, parseOptionsIni, sectionEntries } from '@rocktune/calculator';

import type { EngineId } from './addon-path.js';
import type { OptionChange } from './diff.js';
import { engineProfile } from './profile.js';

export interface PathRedirect {
  section: string;
  key: string;
  /** The user's line. */
  line: number;
  /** What the file asked for. */
  requested: string;
  /** Where the run writes instead. */
  redirectedTo: string;
}

/**
 * Rewrites the value of every path option in `text` (every occurrence, duplicates included) to `dirFor(key)`.
 * Empty values mean "the DB directory" and stay. Line count and every other byte stay the same.
 */
export function sandboxPaths(text: string, engine: EngineId, dirFor: (key: string) => string): { text: string; redirects: PathRedirect[] } {
  const paths = engineProfile(engine).pathOptions;
  const { document } = parseOptionsIni(text);
  const lines = text.split(/(?<=\n)/);
  const redirects: PathRedirect[] = [];
  for (const section of document.sections) {
    for (const entry of sectionEntries(section)) {
      if (entry.value === '' || !paths.some((p) => p.name === entry.key && p.section === section.kind)) continue;
      const to = dirFor(entry.key);
      const raw = lines[entry.line - 1] ?? '';
      const eol = /\r?\n$/.exec(raw)?.[0] ?? '';
      const comment = entry.comment ? ` ${entry.raw.slice(entry.comment.column - 1)}` : '';
      lines[entry.line - 1] = `${entry.raw.slice(0, entry.valueColumn - 1)}${escapeOptionString(to)}${comment}${eol}`;
      redirects.push({
        section: section.arg ? `${section.title} ${section.arg}` : section.title,
        key: entry.key,
        line: entry.line,
        requested: entry.value,
        redirectedTo: to,
      });
    }
  }
  return { text: lines.join(''), redirects };
}

/** A redirect as a line of the check's change list. */
export function sandboxedChange(r: PathRedirect): OptionChange {
  return {
    section: r.section,
    key: r.key,
    line: r.line,
    requested: r.requested,
    effective: r.redirectedTo,
    kind: 'sandboxed',
    message: `redirected into the validation's own directory (${r.redirectedTo}); nothing is created or written in ${r.requested}`,
  };
}
