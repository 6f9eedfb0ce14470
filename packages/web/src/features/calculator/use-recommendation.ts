import { recommend, toFieldErrors, toOptionsFile, type OptionValue, type Recommendation } from '@rocktune/calculator';
import { useMemo, useRef } from 'react';
import { toRawInput, type FieldKey, type FormValues } from '../../state/fields.js';
import type { PageTarget } from '../../state/target.js';
import { fileCapacities, fileSettings } from './file-settings.js';
import { capacityTotal, memoryParts } from './memory-parts.js';
import { ROCKTUNE_VERSION } from '../../version.js';

export type RecommendationState =
  | { status: 'ok'; recommendation: Recommendation }
  | { status: 'infeasible'; recommendation: Recommendation; message: string }
  | { status: 'invalid'; fieldErrors: Partial<Record<FieldKey | '(input)', string>> };

/** One option (or memory total) whose value moved since the previous valid input. */
export interface Change {
  name: string;
  before: OptionValue | undefined;
  after: OptionValue | undefined;
}

/** The calculator's answer for what is typed now, written for `target` ('' = the engine's default). The page never computes a value itself. */
export function computeState(values: FormValues, target: PageTarget = ''): RecommendationState {
  const result = recommend(toRawInput(values), { target: target || undefined });
  if (result.ok) return { status: 'ok', recommendation: result.recommendation };
  if (result.code === 'CALC_INFEASIBLE') return { status: 'infeasible', recommendation: result.recommendation, message: result.message };
  const fieldErrors: Partial<Record<FieldKey | '(input)', string>> = {};
  for (const { field, message } of toFieldErrors(result.error)) {
    const key = field.split('.')[0] as FieldKey;
    fieldErrors[key] = fieldErrors[key] ? `${fieldErrors[key]}; ${message}` : message;
  }
  return { status: 'invalid', fieldErrors };
}

/** The options and the memory the file gives: the same numbers the Memory panel shows. */
function valuesOf(rec: Recommendation): Map<string, OptionValue> {
  const map = new Map<string, OptionValue>(rec.options.map((o) => [o.name, o.value]));
  const file = fileCapacities(fileSettings(toOptionsFile(rec, { rocktuneVersion: ROCKTUNE_VERSION })), rec);
  map.set('memtables (memory)', file.memtables);
  map.set('total memory', capacityTotal(memoryParts(rec.memory, file)));
  return map;
}

export function diffRecommendations(before: Recommendation, after: Recommendation): Change[] {
  const a = valuesOf(before);
  const b = valuesOf(after);
  const changes: Change[] = [];
  for (const name of new Set([...a.keys(), ...b.keys()])) {
    const x = a.get(name);
    const y = b.get(name);
    if (JSON.stringify(x) !== JSON.stringify(y)) changes.push({ name, before: x, after: y });
  }
  return changes;
}

export type GoodState = Exclude<RecommendationState, { status: 'invalid' }>;

/** What the page shows: the answer for the committed input, and the last valid one when that input is invalid. */
export interface ShownRecommendation {
  state: RecommendationState;
  /** The newest valid (or infeasible) result; the page keeps showing it while a field is invalid. */
  lastGood: GoodState | undefined;
  /** What the latest committed edit moved, against the result before it. */
  changes: Change[];
}

/**
 * The calculator's answer for the committed input (fields commit on blur, Enter or a select change,
 * never per keystroke). An invalid commit keeps the previous result on screen with the field named.
 */
export function useRecommendation(values: FormValues, target: PageTarget = ''): ShownRecommendation {
  const state = useMemo(() => computeState(values, target), [values, target]);
  // Mutated during render but idempotent: a second render with the same result changes nothing.
  const memory = useRef<{ current: GoodState | undefined; changes: Change[] }>({ current: undefined, changes: [] });
  if (state.status !== 'invalid' && state !== memory.current.current) {
    const before = memory.current.current?.recommendation;
    memory.current = { current: state, changes: before ? diffRecommendations(before, state.recommendation) : [] };
  }
  return { state, lastGood: memory.current.current, changes: memory.current.changes };
}

/** The result on screen: the committed input's, or the last valid one while a field is invalid. */
export function shownResult(shown: ShownRecommendation): GoodState | undefined {
  return shown.state.status === 'invalid' ? shown.lastGood : shown.state;
}
