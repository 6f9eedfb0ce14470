import type { z } from 'zod/mini';
import type { KvSeparationMode } from '../input/schema.js';
import type { lintFactsSchema } from './config.js';

/**
 * Hardware and workload facts declared for the files being linted (CLI flags or .rocktune.json): the sizing
 * inputs, each optional, numbers already in bytes/counts. Rules that need a fact are silent without it.
 * `ioBound`: the working set does not fit in DRAM (reads wait on the disk); derived from keys x record size
 * vs DRAM when not given. `kvSeparation` also takes the decided boolean of a recommendation's input.
 */
export type LintFacts = Omit<z.output<typeof lintFactsSchema>, 'kvSeparation'> & { kvSeparation?: KvSeparationMode | boolean };

/** True when declared, or when keys x (key + value) exceeds DRAM; undefined when unknown. */
export function isIoBound(facts: LintFacts): boolean | undefined {
  if (facts.ioBound !== undefined) return facts.ioBound;
  if (facts.dramBytes === undefined || facts.totalKeys === undefined) return undefined;
  return facts.totalKeys * ((facts.keySize ?? 0) + (facts.valueSize ?? 0)) > facts.dramBytes;
}
