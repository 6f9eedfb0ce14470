// A generated RocksDBConfigSetter compiled with one of the drivers beside this file against kafka-streams and
// kafka-streams-test-utils from Maven, then the driver run on it: shared by the client checks and bench/kafka-stores-memory.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { KAFKA_CLASS } from '@rocktune/calculator';
import { javac, mavenClasspath } from '../maven-classpath.js';

export const KAFKA = '4.1.1';

export type KafkaDriver = 'StoresDriver' | 'MemoryDriver';

/** Compiles the class text and the driver in `work` (src/, classes/); returns the java command's classpath. */
export function compileDriver(work: string, classText: string, driver: KafkaDriver): string {
  const classpath = mavenClasspath([`org.apache.kafka:kafka-streams:${KAFKA}`, `org.apache.kafka:kafka-streams-test-utils:${KAFKA}`]);
  const [src, classes] = [join(work, 'src'), join(work, 'classes')];
  for (const d of [src, classes]) mkdirSync(d, { recursive: true });
  writeFileSync(join(src, `${KAFKA_CLASS}.java`), classText);
  javac(classpath, classes, [join(src, `${KAFKA_CLASS}.java`), fileURLToPath(new URL(`${driver}.java`, import.meta.url))]);
  return `${classes}:${classpath}`;
}

/** Runs a compiled driver with its arguments (RocksDB's memory is native: the Java heap stays small); throws with its stderr. */
export function runDriver(classpath: string, driver: KafkaDriver, args: readonly string[]): string {
  const run = spawnSync('java', ['-Xmx512m', '-cp', classpath, driver, ...args], { encoding: 'utf8', maxBuffer: 64 * 2 ** 20 });
  if (run.status !== 0) throw new Error(`${driver} ended with ${run.status ?? run.signal}:\n${run.stderr.slice(-4000)}`);
  return run.stdout;
}
