// V8's code cache for one CommonJS file, for Node versions without `module.enableCompileCache()` (before 22.1):
// Node 20 offers it through vm.Script's cachedData. The first run of a command stores the code compiled for it
// (what ran, not only the top level), later runs of that command skip parsing and compiling. The switches are the
// ones of Node's own compile cache: NODE_COMPILE_CACHE=DIR, NODE_DISABLE_COMPILE_CACHE=1.
import { existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import Module, { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import vm from 'node:vm';

/** NODE_COMPILE_CACHE, else this user's directory in the temp dir; none when disabled or not private to this user. */
function cacheDir(): string | undefined {
  if (process.env.NODE_DISABLE_COMPILE_CACHE) return undefined;
  const uid = process.getuid?.();
  const chosen = process.env.NODE_COMPILE_CACHE;
  const dir = chosen ?? join(tmpdir(), `rocktune-compile-cache-${uid ?? 'user'}`);
  try {
    // Only a directory the user named is made with its parents: a TMPDIR that does not exist is not created.
    if (!existsSync(dir)) mkdirSync(dir, { recursive: chosen !== undefined, mode: 0o700 });
    const stat = lstatSync(dir);
    // A cache is code this process runs: never one another user could have written.
    const ours = stat.isDirectory() && (uid === undefined || stat.uid === uid) && (stat.mode & 0o022) === 0;
    return ours ? dir : undefined;
  } catch {
    return undefined;
  }
}

function readCache(file: string | undefined): Buffer | undefined {
  try {
    return file === undefined ? undefined : readFileSync(file);
  } catch {
    return undefined;
  }
}

/** Replaces the caches of older builds of the same file (same name before '@'); a failure only costs speed. */
function writeCache(file: string, data: Buffer): void {
  try {
    const build = basename(file).split('#')[0]!;
    const name = `${build.split('@')[0]}@`;
    for (const old of readdirSync(dirname(file)))
      if (old.startsWith(name) && !old.startsWith(build)) rmSync(join(dirname(file), old), { force: true });
    const partial = `${file}.${process.pid}`;
    writeFileSync(partial, data, { mode: 0o600 });
    renameSync(partial, file);
  } catch {
    /* no cache this time */
  }
}

/**
 * Runs the CommonJS file `file` as `require` would, with the code compiled for `variant` (e.g. the command) cached;
 * call `saveCache()` after the work. The file must be ASCII (the build checks): read as latin1, V8 copies it
 * instead of decoding UTF-8. Its import() does not work on Node 20 (node:vm's loader is experimental).
 */
export function requireWithCodeCache<T>(file: string, variant: string): { exports: T; saveCache(): void } {
  const source = readFileSync(file, 'latin1');
  const { size, mtimeMs } = statSync(file);
  const dir = cacheDir();
  const key = `${basename(file)}@${size}-${Math.trunc(mtimeMs)}-${process.version}-${process.arch}#${variant}.v8`;
  const cacheFile = dir === undefined ? undefined : join(dir, key);
  const cached = readCache(cacheFile);
  const script = new vm.Script(Module.wrap(source), { filename: file, ...(cached ? { cachedData: cached } : {}) });
  const module = { exports: {} as T };
  const wrapper = script.runInThisContext() as (...args: unknown[]) => void;
  wrapper.call(module.exports, module.exports, createRequire(file), module, file, dirname(file));
  return {
    exports: module.exports,
    saveCache() {
      if (cacheFile !== undefined && (cached === undefined || script.cachedDataRejected)) writeCache(cacheFile, script.createCachedData());
    },
  };
}
