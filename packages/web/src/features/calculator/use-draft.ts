import { SIZING_FIELDS } from '@rocktune/calculator';
import { useEffect, useRef, useState } from 'react';
import type { FieldSpec, FieldKey } from '../../state/fields.js';

/** How long typing pauses before a valid value is applied: "64GB" is never judged at "6", and the file follows as typed. */
export const APPLY_AFTER_MS = 500;

/** Whether the calculator takes this text for the field on its own (an optional field may be empty). */
function validAsTyped(field: FieldSpec, text: string): boolean {
  if (field.optional && text.trim() === '') return true;
  return SIZING_FIELDS[field.key].safeParse(text.trim()).success;
}

/**
 * A text field's draft: applied once typing pauses when the calculator takes it (the spreadsheet's recompute per
 * keystroke), committed as typed on blur or Enter. An invalid draft waits for blur or Enter, where its error shows,
 * and the last good file stays. Every value applied during one edit is one history step (the later ones replace it).
 */
export function useDraft(field: FieldSpec, value: string, onChange: (key: FieldKey, value: string, sameStep?: boolean) => void) {
  const [draft, setDraft] = useState(value);
  const appliedThisEdit = useRef(false);
  // A new committed value from outside (a link, the guide example, this machine, Undo) replaces the draft.
  useEffect(() => setDraft(value), [value]);
  useEffect(() => {
    if (draft === value || !validAsTyped(field, draft)) return;
    const timer = setTimeout(() => {
      onChange(field.key, draft, appliedThisEdit.current);
      appliedThisEdit.current = true;
    }, APPLY_AFTER_MS);
    return () => clearTimeout(timer);
  }, [draft, value, field, onChange]);
  const commit = () => {
    if (draft !== value) onChange(field.key, draft, appliedThisEdit.current);
    appliedThisEdit.current = false;
  };
  return { draft, setDraft, commit };
}
