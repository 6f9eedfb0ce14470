/**
 * RocksDB's option-string escaping (util/string_util.cc): on write `\`, `#`, `:`, CR and LF
 * get a `\` prefix, CR/LF spelled `\r`/`\n`; on read `\r`/`\n` turn back into CR/LF and
 * `\x` into `x` for any other x (a trailing lone `\` is dropped).
 */

const ESCAPES: Readonly<Record<string, string>> = { '\\': '\\\\', '#': '\\#', ':': '\\:', '\r': '\\r', '\n': '\\n' };

/** EscapeOptionString: for list items and section arguments (column family names). */
export function escapeOptionString(raw: string): string {
  return raw.replace(/[\\#:\r\n]/g, (ch) => ESCAPES[ch] ?? ch);
}

/**
 * Escaping for a whole value given as one string. RocksDB escapes only string-typed
 * options; everything else it writes verbatim and relies on literal colons
 * (`filter_policy=bloomfilter:10:false`, `compression_per_level=kLZ4Compression:kZSTD`,
 * legacy `compression_opts=-14:32767:0:0`). So a plain value keeps `:` as written and
 * escapes the rest, which still makes `#` and line breaks safe and keeps
 * `unescapeOptionString(escapeValue(s)) === s`. Pass a string array for a list whose
 * items may contain `:`.
 */
export function escapeValue(raw: string): string {
  return raw.replace(/[\\#\r\n]/g, (ch) => ESCAPES[ch] ?? ch);
}

/** UnescapeOptionString. */
export function unescapeOptionString(escaped: string): string {
  let out = '';
  for (let i = 0; i < escaped.length; i++) {
    const ch = escaped[i];
    if (ch !== '\\') {
      out += ch;
      continue;
    }
    i++;
    const next = escaped[i];
    if (next === undefined) break;
    out += next === 'n' ? '\n' : next === 'r' ? '\r' : next;
  }
  return out;
}
