import { DEFAULT_TARGET, getEngineProfile, listEngineProfiles } from '@rocktune/calculator';
import { useRef, useState, type DragEvent } from 'react';
import { byMajor, targetLabel } from '../../state/target.js';
import type { JudgeBy } from './judge-by.js';

/** The placeholder shows the [Version] of the default target (the engine rocktune runs). */
const PLACEHOLDER = `[Version]\n  rocksdb_version=${getEngineProfile(DEFAULT_TARGET).version}\n...`;

/** The file box: paste, type or drop a file (a dropped file is read, dropped text is taken as it is). */
function Dropzone({
  text,
  setText,
  readFile,
  onPaste,
}: {
  text: string;
  setText: (t: string, show?: boolean) => void;
  readFile: (f: File) => void;
  onPaste: () => void;
}) {
  const [dragging, setDragging] = useState(false);
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    const file = e.dataTransfer.files[0];
    if (file) readFile(file);
    else setText(e.dataTransfer.getData('text/plain'));
  };
  return (
    <div
      className={`dropzone ${dragging ? 'dragging' : ''}`}
      onDragOver={(e) => {
        e.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
    >
      <label htmlFor="lint-text" className="block-label">
        Paste an OPTIONS file, or drop one here
      </label>
      <textarea
        id="lint-text"
        wrap="off"
        value={text}
        onChange={(e) => setText(e.target.value, false)}
        onPaste={onPaste}
        spellCheck={false}
        placeholder={PLACEHOLDER}
      />
    </div>
  );
}

/** "Open a file…": a hidden file input behind a button. */
function OpenFileButton({ readFile }: { readFile: (f: File) => void }) {
  const fileInput = useRef<HTMLInputElement>(null);
  return (
    <>
      <button type="button" className="secondary" onClick={() => fileInput.current?.click()}>
        Open a file…
      </button>
      <input
        ref={fileInput}
        type="file"
        accept=".ini,.txt,text/plain,*"
        aria-label="Open an OPTIONS file"
        className="visually-hidden"
        tabIndex={-1}
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (file) readFile(file);
          e.target.value = '';
        }}
      />
    </>
  );
}

/** Which engine version judges the file: its own [Version] (as `rocktune lint`), or one chosen here. */
function JudgeBySelect({
  judgeBy,
  onJudgeBy,
  calculatorTarget,
}: {
  judgeBy: JudgeBy;
  onJudgeBy: (j: JudgeBy) => void;
  calculatorTarget: string;
}) {
  return (
    <div className="field judge-by">
      <label htmlFor="lint-judge-by">Judge by</label>
      <select id="lint-judge-by" value={judgeBy} aria-describedby="lint-judge-by-hint" onChange={(e) => onJudgeBy(e.target.value)}>
        <option value="">The file’s [Version]</option>
        {byMajor([...listEngineProfiles()].reverse()).map((group) => (
          <optgroup key={group.label} label={group.label}>
            {group.profiles.map((p) => (
              <option key={p.id} value={p.id}>
                {targetLabel(p)}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
      <p id="lint-judge-by-hint" className="hint">
        As <code>rocktune lint</code>: the profile of the file’s release line, else the nearest one below. A file without [Version] is
        judged as {targetLabel(getEngineProfile(calculatorTarget))}, the calculator’s version.
      </p>
    </div>
  );
}

export { Dropzone, JudgeBySelect, OpenFileButton };
