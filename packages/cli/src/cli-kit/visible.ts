import { ESCAPED_BYTE_BASE } from '@rocktune/calculator';

/**
 * Text from a file made safe for a terminal or a CI log: control characters (escape sequences that retitle the
 * window, clear the screen or hide text; carriage returns that overwrite a line) become visible `\xHH`;
 * tabs stay (they align the caret under a column).
 */
export function visible(text: string): string {
  // eslint-disable-next-line no-control-regex -- matching control characters is this pattern's job
  return text.replace(/[\u0000-\u0008\u000a-\u001f\u007f-\u009f\u2028\u2029]|(?<![\ud800-\udbff])[\udc80-\udcff]/g, (c) => {
    const code = c.charCodeAt(0);
    // a byte of a file that is not UTF-8, carried as U+DC00 + byte (textFromBytes): shown as that byte
    if (code >= ESCAPED_BYTE_BASE) return `\\x${(code - ESCAPED_BYTE_BASE).toString(16)}`;
    return code > 0xff ? `\\u${code.toString(16).padStart(4, '0')}` : `\\x${code.toString(16).padStart(2, '0')}`;
  });
}

/** A multi-line report made safe the same way, its own line breaks kept. */
export function visibleLines(text: string): string {
  return text.split('\n').map(visible).join('\n');
}
