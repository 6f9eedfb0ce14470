import {
  DEFAULT_TARGET,
  engineLabel,
  listEngineProfiles,
  resolveTarget,
  type EngineProfile,
  type EngineProfileSummary,
  type ProfileChoice,
} from '@rocktune/calculator';
import type { FlagSpec, ParsedArgs } from '../cli-kit/command.js';
import { EXIT, FlagValueError } from '../cli-kit/errors.js';
import type { FlagType } from '../cli-kit/flag-types.js';
import type { Io } from '../cli-kit/io.js';

/** What --target asked for and the profile it resolves to (same major.minor, else the nearest line below). */
interface TargetChoice extends ProfileChoice {
  readonly asked: string;
}

/** An engine profile id or version (`rocksdb@9.11`, `rocksdb@11.1.2`, `trocksdb@6.4.6`); the error lists the known ids. */
const engineTarget: FlagType<TargetChoice> = {
  parse(text) {
    try {
      return { ...resolveTarget(text.trim()), asked: text.trim() };
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
    description:
      'engine version to write for / judge by, e.g. rocksdb@9.11, rocksdb@11.1.2 or trocksdb@6.4.6: the profile of that minor release line, else the nearest below (see --list-targets)',
    defaultText: DEFAULT_TARGET,
  },
  'list-targets': { type: 'boolean', description: 'print every engine version rocktune knows and exit' },
};

/** The profile --target names, or undefined without the flag. */
export function targetFromFlags(args: ParsedArgs): EngineProfile | undefined {
  return (args.values.target as TargetChoice | undefined)?.profile;
}

/** --target as the user wrote it (`rocksdb@8.11.4`), so lint's reason can say which profile it resolved to. */
export function targetTextFromFlags(args: ParsedArgs): string | undefined {
  return (args.values.target as TargetChoice | undefined)?.asked;
}

const groupOf = (p: EngineProfileSummary) => `${engineLabel(p.engine)} ${p.version.split('.')[0]}`;

/** One line per profile (id, source tag and commit, which one is the default), under a heading per engine major. */
export function listTargets(io: Io): number {
  const profiles = listEngineProfiles();
  profiles.forEach((p, i) => {
    const group = groupOf(p);
    if (i === 0 || groupOf(profiles[i - 1] as EngineProfileSummary) !== group) {
      const lines = profiles.filter((q) => groupOf(q) === group).length;
      io.stdout(`${i === 0 ? '' : '\n'}# ${group}.x: ${lines} release line${lines === 1 ? '' : 's'}\n`);
    }
    const mark = p.id === DEFAULT_TARGET ? '  (default: the linked engine)' : '';
    io.stdout(`${p.id.padEnd(18)} ${p.source.repo} ${p.source.tag} ${p.source.commit.slice(0, 12)}${mark}\n`);
  });
  io.stdout(
    "\n--target takes any of these, or another patch or minor (rocksdb@8.11.4, rocksdb@9.11): that release line's profile, else the nearest line below.\n",
  );
  return EXIT.ok;
}
