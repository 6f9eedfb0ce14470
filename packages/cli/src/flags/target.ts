import { DEFAULT_TARGET, getEngineProfile, listEngineProfiles, type EngineProfile } from '@rocktune/calculator';
import type { FlagSpec, ParsedArgs } from '../cli-kit/command.js';
import { EXIT } from '../cli-kit/errors.js';
import { FlagValueError, type FlagType } from '../cli-kit/flag-types.js';
import type { Io } from '../cli-kit/io.js';

/** An engine profile id (`rocksdb@9.11`, `trocksdb@6.4.6`); the error lists the known ids. */
const engineTarget: FlagType<EngineProfile> = {
  parse(text) {
    try {
      return getEngineProfile(text.trim());
    } catch (error) {
      throw new FlagValueError((error as Error).message);
    }
  },
};

/** --target / --list-targets, shared by generate, explain and lint. */
export const TARGET_FLAGS: Record<string, FlagSpec> = {
  target: {
    type: 'string',
    value: engineTarget,
    valueName: 'ENGINE@VERSION',
    description: 'engine version to write for / judge by, e.g. rocksdb@9.11 or trocksdb@6.4.6 (see --list-targets)',
    defaultText: DEFAULT_TARGET,
  },
  'list-targets': { type: 'boolean', description: 'print every engine version rocktune knows and exit' },
};

/** The profile --target names, or undefined without the flag. */
export function targetFromFlags(args: ParsedArgs): EngineProfile | undefined {
  return args.values.target as EngineProfile | undefined;
}

/** One line per profile: id, source tag and commit, and which one is the default. */
export function listTargets(io: Io): number {
  for (const p of listEngineProfiles()) {
    const mark = p.id === DEFAULT_TARGET ? '  (default: the linked engine)' : '';
    io.stdout(`${p.id.padEnd(18)} ${p.source.repo} ${p.source.tag} ${p.source.commit.slice(0, 12)}${mark}\n`);
  }
  return EXIT.ok;
}
