// RocksDB's official release jars (org.rocksdb:rocksdbjni) in Maven's own cache, fetched through Maven.
// A version Maven Central does not serve is remembered as refused (a refusal is final).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';

/** The releases the judges run by default (versions.txt). */
export const DEFAULT_VERSIONS = readFileSync(new URL('versions.txt', import.meta.url), 'utf8')
  .split('\n')
  .filter((l) => l.trim() && !l.startsWith('#'))
  .map((l) => l.trim());

const REFUSED = join(homedir(), '.cache', 'rocktune', 'engine-judge-refused.json');

/** Why the judges cannot run on this machine, or undefined when java, javac and mvn are there. */
export function missingToolchain() {
  for (const tool of ['java', 'javac', 'mvn']) {
    const r = spawnSync(tool, ['-version'], { stdio: 'ignore' });
    if (r.error) return `${tool} is not on PATH (the engine judges need Java 8+ and Maven)`;
  }
  return undefined;
}

export function jarPath(version) {
  return join(homedir(), '.m2', 'repository', 'org', 'rocksdb', 'rocksdbjni', version, `rocksdbjni-${version}.jar`);
}

function refusals() {
  return existsSync(REFUSED) ? JSON.parse(readFileSync(REFUSED, 'utf8')) : {};
}

/** The jar of `version`: `{ jar }`, or `{ refused }` with Maven's reason when it cannot be had. */
export function ensureJar(version) {
  const jar = jarPath(version);
  if (existsSync(jar)) return { jar };
  const known = refusals()[version];
  if (known) return { refused: known };
  const r = spawnSync('mvn', ['-q', '-B', 'dependency:get', `-Dartifact=org.rocksdb:rocksdbjni:${version}`, '-Dtransitive=false'], {
    encoding: 'utf8',
  });
  if (r.status === 0 && existsSync(jar)) return { jar };
  const reason =
    (r.error ? String(r.error) : `${r.stdout}${r.stderr}`).split('\n').filter((l) => /ERROR|Could not/.test(l))[0] ??
    `mvn exited ${r.status}`;
  mkdirSync(dirname(REFUSED), { recursive: true });
  writeFileSync(REFUSED, JSON.stringify({ ...refusals(), [version]: reason.trim().slice(0, 300) }, null, 2));
  return { refused: reason };
}
