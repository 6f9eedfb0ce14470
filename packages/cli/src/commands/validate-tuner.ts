import { EXIT } from '../cli-kit/errors.js';
import type { Io } from '../cli-kit/io.js';
import { cliEngineError, type EngineClient } from '../engine/engine.js';
import { checkRefusal } from '../engine/check-refusal.js';
import { progressRenderer } from '../render/progress.js';
import { visible, visibleLines } from '../cli-kit/visible.js';

/** Check + the tuner test (docs/controllers.md); prints the report (text or json). Flags are read in flags/tuner.ts. */
export async function runTunerValidation(
  engine: EngineClient,
  text: string,
  opts: Record<string, unknown>,
  output: { format: 'text' | 'json'; progress: boolean },
  io: Io,
  source: string,
): Promise<number> {
  const progress = progressRenderer(io, output.progress);
  let report: Awaited<ReturnType<EngineClient['validateTuner']>>;
  try {
    report = await engine.validateTuner(text, {
      ...(opts as unknown as Parameters<EngineClient['validateTuner']>[1]),
      ...(progress ? { onProgress: progress.show } : {}),
    });
  } catch (error) {
    progress?.done(true);
    throw cliEngineError(error);
  }
  progress?.done();
  const refusal = checkRefusal(report.check, source);
  const json = { ok: report.check.ok, ...(refusal ? { error: refusal } : {}), ...report };
  io.stdout(output.format === 'json' ? `${JSON.stringify(json, null, 2)}\n` : visibleLines(engine.formatValidateTunerReport(report)));
  if (refusal) {
    io.stderr(`rocktune: error: ${visible(refusal.message)}\n`);
    return EXIT.failure;
  }
  return EXIT.ok;
}
