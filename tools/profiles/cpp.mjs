// Just enough C++ reading for RocksDB's option tables: comments out, #if branches chosen,
// brace-balanced map initializers split into entries. Strings and char literals are respected.

/**
 * Macros whose #ifdef branch is NOT compiled in the build rocktune models: not LITE, VLog enabled,
 * Linux, and assertions on (Debian's librocksdb is built without NDEBUG: DEBUG_LEVEL logging).
 */
const UNDEFINED_MACROS = new Set(['ROCKSDB_LITE', 'NO_INDIRECT_VALUE', 'OS_WIN', '_WIN32', 'CYGWIN', 'NDEBUG']);

/** Removes // and /* comments, keeping string and char literals intact. */
export function stripComments(text) {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '"' || c === "'") {
      const end = literalEnd(text, i);
      out += text.slice(i, end);
      i = end - 1;
    } else if (c === '/' && text[i + 1] === '/') {
      while (i < text.length && text[i] !== '\n') i++;
      out += '\n';
    } else if (c === '/' && text[i + 1] === '*') {
      const end = text.indexOf('*/', i + 2);
      out += text.slice(i, end === -1 ? text.length : end + 2).replace(/[^\n]/g, ' ');
      i = end === -1 ? text.length : end + 1;
    } else out += c;
  }
  return out;
}

function literalEnd(text, start) {
  const quote = text[start];
  let i = start + 1;
  while (i < text.length && text[i] !== quote) i += text[i] === '\\' ? 2 : 1;
  return i + 1;
}

/**
 * Whether a conditional branch is compiled: `#ifdef X` / `#if defined(X)` only when X is not one
 * of UNDEFINED_MACROS; `#ifndef X`, `#if !defined(X)` and any other condition are taken.
 */
function conditionHolds(directive, rest) {
  if (directive === 'ifdef') return !UNDEFINED_MACROS.has(rest.trim());
  if (directive === 'ifndef') return true;
  const positive = /^\s*defined\s*\(?\s*(\w+)\s*\)?\s*$/.exec(rest);
  return positive ? !UNDEFINED_MACROS.has(positive[1]) : true;
}

/** Keeps the lines a normal build compiles; #elif branches are dropped, #else takes the other side. */
export function preprocess(text) {
  const lines = stripComments(text).split('\n');
  const stack = [];
  const out = [];
  for (const line of lines) {
    const m = /^\s*#\s*(\w+)(.*)$/.exec(line);
    if (!m) {
      out.push(stack.every((frame) => frame.on) ? line : '');
      continue;
    }
    const [, directive, rest] = m;
    if (directive === 'if' || directive === 'ifdef' || directive === 'ifndef') {
      const on = conditionHolds(directive, rest);
      stack.push({ on, taken: on });
    } else if (directive === 'elif' && stack.length > 0) stack.at(-1).on = false;
    else if (directive === 'else' && stack.length > 0) stack.at(-1).on = !stack.at(-1).taken;
    else if (directive === 'endif') stack.pop();
    out.push('');
  }
  return out.join('\n');
}

/** Index just past the bracket that closes the one at `open` ({, ( or [). */
export function closingIndex(text, open) {
  const pairs = { '{': '}', '(': ')', '[': ']' };
  const stack = [];
  for (let i = open; i < text.length; i++) {
    const c = text[i];
    if (c === '"' || c === "'") {
      i = literalEnd(text, i) - 1;
    } else if (pairs[c]) stack.push(pairs[c]);
    else if (c === stack.at(-1)) {
      stack.pop();
      if (stack.length === 0) return i + 1;
    }
  }
  throw new Error(`unbalanced bracket at offset ${open}`);
}

/** Splits at commas outside brackets and literals. */
export function splitTopLevel(text) {
  const parts = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '"' || c === "'") i = literalEnd(text, i) - 1;
    else if (c === '{' || c === '(' || c === '[') depth++;
    else if (c === '}' || c === ')' || c === ']') depth--;
    else if (c === ',' && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts.map((p) => p.trim()).filter((p) => p !== '');
}

/** Every `name = { ... }` initializer whose name matches `pattern`: Map(name -> inner text). */
export function mapInitializers(text, pattern) {
  const maps = new Map();
  const re = /\b(?:\w+::)?(\w+)\s*=\s*\{/g;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const open = m.index + m[0].length - 1;
    // 11.x: `static struct XTypeInfo { ... XTypeInfo() { info = {...}; } } x_type_info;`
    const owner = m[1] === 'info' ? /^[\s;}]*\}\s*(\w+)\s*;/.exec(text.slice(closingIndex(text, open)))?.[1] : m[1];
    if (!owner || !pattern.test(owner)) continue;
    const close = closingIndex(text, open);
    if (!maps.has(owner)) maps.set(owner, text.slice(open + 1, close - 1));
    re.lastIndex = close;
  }
  return maps;
}

/** `{"key", body}` entries of a map initializer as [key expression, body]. */
export function mapEntries(inner) {
  return splitTopLevel(inner).flatMap((element) => {
    if (!element.startsWith('{')) return [];
    const body = element.slice(1, closingIndex(element, 0) - 1);
    const [key, ...rest] = splitTopLevel(body);
    return key === undefined ? [] : [[key, rest.join(', ')]];
  });
}

/** `"text"` -> text (simple escapes only). */
export function unquote(literal) {
  const m = /^"((?:[^"\\]|\\.)*)"$/.exec(literal.trim());
  return m ? m[1].replace(/\\(.)/g, '$1') : undefined;
}

/** `const std::string kName = "value";` constants, for map keys written as identifiers. */
export function stringConstants(text) {
  const out = new Map();
  const re = /\bstd::string\s+(k\w+)\s*(?:=\s*|\(|\{)\s*"((?:[^"\\]|\\.)*)"/g;
  for (let m = re.exec(text); m; m = re.exec(text)) out.set(m[1], m[2]);
  return out;
}
