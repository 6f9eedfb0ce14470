// Which line a DB::Open refusal is about. The engine's status names no line ("Enable block_align, but compression
// enabled"); the calculator's one evaluator of refusals (the same lint's open-refusal reports) says which
// combination holds in which column family, so the blamed line is the one lint blames.
import { type EngineProfile, findOpenRefusals, parseOptionsIni } from '@rocktune/calculator';

export function refusalLine(text: string, status: string, profile: EngineProfile): number | undefined {
  const found = findOpenRefusals(parseOptionsIni(text).document, profile).find((f) => status.includes(f.refusal.message.trim()));
  return found?.values.find((v) => v.entry)?.entry?.line;
}
