import { DEFAULT_TARGET, getEngineProfile, listEngineProfiles, type EngineProfile } from '@rocktune/calculator';
import type { FlagSpec, ParsedArgs } from '../cli-kit/command.js';
import { EXIT, UsageError } from '../cli-kit/errors.js';
import type { Io } from '../cli-kit/io.js';

/** --target / --list-targets, shared by generate, explain and lint. */
export const TARGET_FLAGS: Record<string, FlagSpec> = {
  target: { type: 'string', valueName: 'ENGINE@VERSION', description: 'engine version to write for / judge by, e.g. rocksdb@9.11 or trocksdb@6.4.6 (see --list-targets)', defaultText: DEFAULT_TARGET },
  'list-targets': { type: 'boolean', description: 'print every engine version rocktune knows and exit' },
};

/** The profile --target names, or undefined without the flag; a usage error lists the known ids. */
export function targetFromFlags(args: ParsedArgs): EngineProfile | undefined {
  const raw = args.flags.target;
  if (raw === undefined) return undefined;
  if (typeof raw !== 'string' || raw.trim() === '') throw new UsageError('--target: give ENGINE@VERSION, e.g. rocksdb@9.11 (see --list-targets)');
  try {
    return getEngineProfile(raw.trim());
  } catch (error) {
    throw new UsageError(`--target: ${(error as Error).message}`);
  }
}

/** One line per profile: id, source tag and commit, and which one is the default. */
export function listTargets(io: Io): number {
  for (const p of listEngineProfiles()) {
    const mark = p.id === DEFAULT_TARGET ? '  (default: the linked engine)' : '';
    io.stdout(`${p.id.padEnd(18)} ${p.source.repo} ${p.source.tag} ${p.source.commit.slice(0, 12)}${mark}\n`);
  }
  return EXIT.ok;
}
