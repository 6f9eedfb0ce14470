import type { BodyLine, OptionsDocument } from './types.js';

/** Concatenates every line with its own terminator: the exact inverse of `parseOptionsIni`. */
export function writeOptionsIni(document: OptionsDocument): string {
  let out = writeLines(document.preamble);
  for (const section of document.sections) {
    out += section.header.raw + section.header.eol + writeLines(section.lines);
  }
  return out;
}

function writeLines(lines: readonly BodyLine[]): string {
  return lines.map((line) => line.raw + line.eol).join('');
}
