// Runs the Java judge (src/*.java) with one release jar per JVM: `write` keeps the OPTIONS files an engine
// writes itself, `judge` gives the engine's verdict on OPTIONS files. A JVM that dies or hangs on a file
// yields an abort or timeout verdict for that file, and a fresh JVM resumes after it.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { ensureJar, jarPath } from './jars.mjs';
import { jvmSandbox } from './limits.mjs';

const HERE = dirname(fileURLToPath(import.meta.url));
export const CASES = join(HERE, 'cases.txt');
const SRC = join(HERE, 'src');
const CLASSES = join(HERE, 'build', 'classes');
// Compiled once against the oldest API; newer calls go through reflection (src/Reflect.java).
const COMPILE_AGAINST = '5.18.4';

/** Compiles the judge when a source is newer than its classes; returns the classes directory. */
export function compileJudge() {
  const sources = readdirSync(SRC)
    .filter((f) => f.endsWith('.java'))
    .map((f) => join(SRC, f));
  const stamp = join(CLASSES, 'EngineJudge.class');
  const fresh = (() => {
    try {
      const built = statSync(stamp).mtimeMs;
      return sources.every((s) => statSync(s).mtimeMs < built);
    } catch {
      return false;
    }
  })();
  if (fresh) return CLASSES;
  const jar = ensureJar(COMPILE_AGAINST);
  if (!jar.jar) throw new Error(`cannot compile the judge: rocksdbjni ${COMPILE_AGAINST}: ${jar.refused}`);
  rmSync(CLASSES, { recursive: true, force: true });
  mkdirSync(CLASSES, { recursive: true });
  const r = spawnSync('javac', ['--release', '8', '-Xlint:-options', '-d', CLASSES, '-cp', jar.jar, ...sources], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`javac failed:\n${r.stderr}`);
  return CLASSES;
}

/** Starts one JVM on `version`'s jar; its scratch dir (the extracted native library, crash logs) goes with it. */
function startJvm(version, args) {
  const scratch = mkdtempSync(join(tmpdir(), `engine-judge-${version}-`));
  const sandbox = jvmSandbox(version);
  const [cmd, cmdArgs] = sandbox.command('java', [
    '-Xmx256m',
    '-XX:+UseSerialGC',
    '-XX:TieredStopAtLevel=1',
    '-XX:-CreateCoredumpOnCrash',
    `-XX:ErrorFile=${scratch}/hs_err.log`,
    `-Djava.io.tmpdir=${scratch}`,
    '-cp',
    `${compileJudge()}:${jarPath(version)}`,
    'EngineJudge',
    ...args,
  ]);
  const child = spawn(cmd, cmdArgs, { stdio: ['pipe', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (d) => (stderr = (stderr + d).slice(-8000)));
  // A host out of processes refuses the spawn itself (EAGAIN): that is no verdict on any file.
  const exited = new Promise((resolve) => {
    child.on('error', (e) => resolve({ code: null, signal: null, stderr: String(e), spawnFailed: true }));
    child.on('close', (code, signal) => resolve({ code, signal, stderr, hostLimit: sandbox.limitHit() }));
  });
  exited.then(() => {
    sandbox.dispose();
    rmSync(scratch, { recursive: true, force: true });
  });
  return { child, exited };
}

/** Exit status of EngineJudge when the jar has no native library for this machine. */
const NO_LIBRARY = 3;

function refuseWithoutLibrary(version, end) {
  if (end.code === NO_LIBRARY && /not found inside JAR/.test(end.stderr))
    throw new Error(`rocksdbjni ${version} cannot run here: ${end.stderr.trim().split('\n')[0]}`);
}

/** How a JVM died: exit code or signal, and the last lines it printed that are not the JVM's crash banner. */
function abortOf(end) {
  const lines = end.stderr.split('\n').filter((l) => l.trim() && (!l.startsWith('#') || /memory/i.test(l)));
  return { code: end.code, signal: end.signal, stderr: lines.slice(-4).join('\n'), ...(end.hostLimit ? { hostLimit: end.hostLimit } : {}) };
}

/**
 * The engine's verdict on each file, in order: `{ file, version, strict, lenient, open?, write?, built? }`
 * as JudgeFiles.java writes it, or `{ file, version, abort: { code, signal, stderr } }` / `{ ..., timeout: ms }`.
 */
/**
 * `timeoutMs` bounds each file; the first file of each JVM also gets `startupMs` for the JVM to start and
 * unpack the release's native library (seconds on a loaded host).
 * @param {{ timeoutMs?: number, startupMs?: number, onVerdict?: (verdict: any) => void }} [options]
 */
export async function judgeFiles(version, files, options = {}) {
  const { timeoutMs = 60_000, startupMs = 30_000, onVerdict } = options;
  const jar = ensureJar(version);
  if (!jar.jar) throw new Error(`rocksdbjni ${version}: ${jar.refused}`);
  const verdicts = [];
  let jvms = 0;
  // A JVM that dies on a file gets one more try in a fresh JVM: on a loaded host a thread or a mapping can fail
  // for reasons of the host's, not the file's ("Resource temporarily unavailable"). A second death is the verdict.
  let firstDeath;
  let spawnFailures = 0;
  while (verdicts.length < files.length) {
    const batch = files.slice(verdicts.length);
    jvms++;
    const { child, exited } = startJvm(version, ['judge']);
    child.stdin.on('error', () => {}); // a JVM that dies early closes its stdin
    child.stdin.end(batch.join('\n') + '\n');
    let timedOut = false;
    let timer;
    const arm = (ms) => {
      clearTimeout(timer);
      timer = setTimeout(() => ((timedOut = true), child.kill('SIGKILL')), ms);
    };
    arm(startupMs + timeoutMs);
    for await (const line of createInterface({ input: child.stdout })) {
      if (!line.startsWith('{')) continue;
      const verdict = { ...JSON.parse(line), version, ...(firstDeath ? { firstJvmDied: firstDeath.abort } : {}) };
      firstDeath = undefined;
      verdicts.push(verdict);
      onVerdict?.(verdict);
      arm(timeoutMs);
    }
    clearTimeout(timer);
    const end = await exited;
    refuseWithoutLibrary(version, end);
    // The host failing to start the JVM or to load a library that is there (out of processes or memory) is no verdict either.
    if (end.spawnFailed || end.code === NO_LIBRARY) {
      if (++spawnFailures > 10) throw new Error(`cannot start java for rocksdbjni ${version}: ${end.stderr}`);
      await new Promise((r) => setTimeout(r, 3000));
      continue;
    }
    if (verdicts.length < files.length) {
      const file = files[verdicts.length];
      if (!timedOut && firstDeath?.file !== file) {
        firstDeath = { file, abort: abortOf(end) };
        continue;
      }
      firstDeath = undefined;
      const verdict = timedOut ? { file, version, timeout: timeoutMs } : { file, version, abort: abortOf(end) };
      verdicts.push(verdict);
      onVerdict?.(verdict);
    }
  }
  return Object.assign(verdicts, { jvms });
}

/** The case names of cases.txt, in order. */
export function caseNames() {
  return readFileSync(CASES, 'utf8')
    .split('\n')
    .filter((l) => l.trim() && !l.startsWith('#'))
    .map((l) => l.split('|')[0].trim());
}

/**
 * Writes the OPTIONS file of every case in cases.txt this release can express into `outDir`; one result per
 * case: `{ case, written }`, `{ case, skipped }` (the release refused the settings) or `{ case, abort }`.
 */
export async function writeCases(version, outDir) {
  const jar = ensureJar(version);
  if (!jar.jar) throw new Error(`rocksdbjni ${version}: ${jar.refused}`);
  mkdirSync(outDir, { recursive: true });
  const names = caseNames();
  const results = [];
  while (results.length < names.length) {
    const { child, exited } = startJvm(version, ['write', CASES, outDir, String(results.length)]);
    child.stdin.on('error', () => {}); // as in judgeFiles: a JVM that dies early closes its stdin
    child.stdin.end();
    for await (const line of createInterface({ input: child.stdout }))
      if (line.startsWith('{')) results.push({ ...JSON.parse(line), version });
    const end = await exited;
    refuseWithoutLibrary(version, end);
    if (results.length < names.length) results.push({ case: names[results.length], version, abort: abortOf(end) });
  }
  return results;
}
