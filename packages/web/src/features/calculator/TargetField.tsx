import { defaultTargetFor, type Dialect } from '@rocktune/calculator';
import { useEveryProfile } from '../../state/profiles.js';
import { byMajor, effectiveTarget, storedTarget, targetLabel, targetsOf, type PageTarget } from '../../state/target.js';

export interface TargetFieldProps {
  engine: Dialect;
  target: PageTarget;
  /** What this version lacks that the rules need (features/calculator/target-notes.ts). */
  notes: readonly string[];
  onTarget: (target: PageTarget) => void;
}

/** The engine version picker (pgtune's "DB version"): newest first, the engine's default marked. */
export function TargetField({ engine, target, notes, onTarget }: TargetFieldProps) {
  const every = useEveryProfile(); // the versions beyond the default arrive after the first paint
  const chosen = effectiveTarget(target, engine);
  const fallback = defaultTargetFor(engine);
  const choices = [...targetsOf(engine)].reverse();
  return (
    <div className="field" data-field="target">
      <label htmlFor="field-target">Version</label>
      <select
        id="field-target"
        name="target"
        data-versions={every ? 'all' : 'default'}
        value={chosen}
        aria-describedby="field-target-hint"
        onChange={(e) => onTarget(storedTarget(e.target.value, engine))}
      >
        {byMajor(choices).map((group) => (
          <optgroup key={group.label} label={group.label}>
            {group.profiles.map((p) => (
              <option key={p.id} value={p.id}>
                {targetLabel(p)}
                {p.id === fallback ? ' (default)' : ''}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
      <div id="field-target-hint" className="hint">
        <p>The release you run: the file’s [Version], its options and the defaults it spells out follow it.</p>
        {notes.length > 0 && (
          <ul className="target-notes" data-testid="target-notes">
            {notes.map((n) => (
              <li key={n}>{n}</li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
