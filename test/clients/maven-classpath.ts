// The classpath of Maven artifacts (with their dependencies) from Maven's own cache (~/.m2), fetched through Maven
// the first time: a throwaway pom in a temporary directory, `mvn dependency:build-classpath`.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { missingToolchain } from '../../tools/engine-judge/jars.mjs';

/** Why a Java client check cannot run here (no java, javac or mvn), with how to run it; undefined when it can. */
export function javaUnavailable(testFile: string): string | undefined {
  const missing = missingToolchain();
  return missing && `${missing}: install a JDK 17 and Maven, then run npx vitest run ${testFile}`;
}

/** `group:artifact:version` coordinates to a classpath; throws with Maven's error when it cannot resolve them. */
export function mavenClasspath(coordinates: readonly string[]): string {
  const dir = mkdtempSync(join(tmpdir(), 'rocktune-maven-'));
  try {
    const dependencies = coordinates.map((c) => {
      const [groupId, artifactId, version] = c.split(':');
      return `<dependency><groupId>${groupId}</groupId><artifactId>${artifactId}</artifactId><version>${version}</version></dependency>`;
    });
    writeFileSync(
      join(dir, 'pom.xml'),
      '<project xmlns="http://maven.apache.org/POM/4.0.0"><modelVersion>4.0.0</modelVersion><groupId>rocktune.check</groupId>' +
        `<artifactId>client-check</artifactId><version>1</version><dependencies>${dependencies.join('')}</dependencies></project>\n`,
    );
    const out = join(dir, 'classpath.txt');
    const r = spawnSync('mvn', ['-q', '-B', 'dependency:build-classpath', `-Dmdep.outputFile=${out}`], { cwd: dir, encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`mvn could not resolve ${coordinates.join(', ')}: ${(r.stdout + r.stderr).trim().slice(0, 500)}`);
    return readFileSync(out, 'utf8').trim();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** javac the sources into `classes`; throws with the compiler's output. */
export function javac(classpath: string, classes: string, sources: readonly string[]): void {
  const r = spawnSync('javac', ['-d', classes, '-cp', classpath, ...sources], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`javac failed:\n${r.stderr}`);
}
