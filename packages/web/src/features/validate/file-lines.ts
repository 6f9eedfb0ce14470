/** Where an engine report's line is in the file the page sent: a line number, and the option it names when known. */
export type LineOf = (reported: number, key: string | undefined) => number;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A capped run adds lines the page never showed (bytes_per_sync and wal_bytes_per_sync right under [DBOptions]), so
 * the engine's line numbers run ahead of the file on screen: the option's own line in `text`, the one nearest the
 * reported number, is the line to cite. Without a key, or a key the text lacks, the reported number stays.
 */
export function lineInFile(text: string): LineOf {
  const lines = text.split('\n');
  return (reported, key) => {
    if (!key) return reported;
    const pattern = new RegExp(`^\\s*${escapeRegExp(key)}\\s*=`);
    let best: number | undefined;
    lines.forEach((line, i) => {
      if (pattern.test(line) && (best === undefined || Math.abs(i + 1 - reported) < Math.abs(best - reported))) best = i + 1;
    });
    return best ?? reported;
  };
}

/** The option a line of an OPTIONS file sets: `  max_open_files=80000` → `max_open_files`. */
export function keyOfLine(lineText: string | undefined): string | undefined {
  const key = lineText?.split('=')[0]?.trim();
  return key || undefined;
}
