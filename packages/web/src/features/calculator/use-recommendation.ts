import { recommend, toFieldErrors, type OptionValue, type Recommendation } from '@rocktune/calculator';
import { useEffect, useMemo, useRef } from 'react';
import { toRawInput, type FieldKey, type FormValues } from '../../state/fields.js';

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

/** The calculator's answer for what is typed now. The page never computes a value itself. */
export function computeState(values: FormValues): RecommendationState {
  const result = recommend(toRawInput(values));
  if (result.ok) return { status: 'ok', recommendation: result.recommendation };
  if (result.code === 'CALC_INFEASIBLE') return { status: 'infeasible', recommendation: result.recommendation, message: result.message };
  const fieldErrors: Partial<Record<FieldKey | '(input)', string>> = {};
  for (const { field, message } of toFieldErrors(result.error)) {
    const key = field.split('.')[0] as FieldKey;
    fieldErrors[key] = fieldErrors[key] ? `${fieldErrors[key]}; ${message}` : message;
  }
  return { status: 'invalid', fieldErrors };
}

function valuesOf(rec: Recommendation): Map<string, OptionValue> {
  const map = new Map<string, OptionValue>(rec.options.map((o) => [o.name, o.value]));
  map.set('memtables (memory)', rec.memory.memtableBytes);
  map.set('total memory', rec.memory.totalBytes);
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

/**
 * Live results on every keystroke, plus what changed since the current edit began. `editSession`
 * changes when the user moves to another control; the result at that moment is the baseline, so
 * typing "24" over "48" shows 48 → 24's effect, not the intermediate "2".
 */
export function useRecommendation(values: FormValues, editSession: number): { state: RecommendationState; changes: Change[] } {
  const state = useMemo(() => computeState(values), [values]);
  const recommendation = state.status === 'invalid' ? undefined : state.recommendation;
  const lastValid = useRef<Recommendation | undefined>(undefined);
  const baseline = useRef<{ session: number; rec: Recommendation | undefined }>({ session: editSession, rec: undefined });
  if (baseline.current.session !== editSession) baseline.current = { session: editSession, rec: lastValid.current };
  const before = baseline.current.rec;
  // Until the new edit changes anything, keep showing what the previous edit changed (focus alone
  // must not reflow the page under the pointer).
  const lastShown = useRef<Change[]>([]);
  const changes = useMemo(
    () => (!before || !recommendation ? [] : recommendation === before ? lastShown.current : diffRecommendations(before, recommendation)),
    [before, recommendation],
  );
  useEffect(() => {
    if (recommendation) lastValid.current = recommendation;
    lastShown.current = changes;
  }, [recommendation, changes]);
  return { state, changes };
}
