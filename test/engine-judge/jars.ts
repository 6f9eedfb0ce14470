// Which release jars a test can use here, and why not when it cannot (no Java, Maven refused the jar).
import { ensureJar, missingToolchain } from '../../tools/engine-judge/jars.mjs';

/** The releases the tests judge by: the oldest, the linked 7.8.3, the newest. */
export const TEST_VERSIONS = ['5.18.4', '7.8.3', '11.1.2'];

/** Why `version`'s judge cannot run on this machine; undefined when it can. */
export function unavailable(version: string): string | undefined {
  const missing = missingToolchain();
  if (missing) return missing;
  const jar = ensureJar(version);
  return jar.refused ? `rocksdbjni ${version} not available through Maven: ${jar.refused}` : undefined;
}
