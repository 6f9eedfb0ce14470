import { recommend, toFieldErrors, type Recommendation } from '@rocktune/calculator';
import type { ParsedArgs } from '../cli-kit/command.js';
import { FailureError, UsageError } from '../cli-kit/errors.js';
import { stderrStyle, type Io } from '../cli-kit/io.js';
import { readThisHost, type HostReadings } from '../hardware/detect.js';
import { flagForField, resolveSizingInput } from './sizing.js';
import { targetFromFlags } from './target.js';

/** Flags -> validated recommendation, with detection notes and warnings on stderr. Shared by generate and explain. */
export function computeRecommendation(args: ParsedArgs, io: Io, readHost: () => HostReadings = readThisHost): Recommendation {
  const { raw, notes } = resolveSizingInput(args, readHost);
  const target = targetFromFlags(args);
  const dialect = args.flags.dialect;
  if (target && typeof dialect === 'string' && dialect !== target.engine) {
    throw new UsageError(
      `--dialect ${dialect} conflicts with --target ${target.id}; --dialect is the shorthand for its default target, give one of them`,
    );
  }
  const result = recommend(target ? { ...raw, dialect: target.engine } : raw, {
    allowOvercommit: args.flags['allow-overcommit'] === true,
    target: target?.id,
  });
  if (!result.ok && result.code === 'CALC_INVALID_INPUT') {
    const first = toFieldErrors(result.error)[0];
    throw new UsageError(first ? `${flagForField(first.field)}: ${first.message}` : 'invalid input');
  }
  const style = stderrStyle(io);
  for (const note of notes) io.stderr(style.dim(`rocktune: ${note}\n`));
  if (!result.ok) throw new FailureError(result.message);
  for (const w of result.recommendation.warnings) {
    const label = w.severity === 'warning' ? style.yellow('warning') : style.dim('note');
    io.stderr(`rocktune: ${label} [${w.code}] ${w.message}\n`);
  }
  return result.recommendation;
}
