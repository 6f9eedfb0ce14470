import { useCallback, useMemo, useState } from 'react';
import { GUIDE_FORM, type FieldKey, type FormValues } from '../../state/fields.js';
import type { PageState } from '../../state/share-url.js';
import type { PageTarget } from '../../state/target.js';
import { sameValues } from '../../state/use-page-state.js';
import { machineValues } from '../machine/machine-values.js';
import type { useMachine } from '../machine/use-machine.js';
import { ValidatePanel } from '../validate/ValidatePanel.js';
import { InputForm } from './InputForm.js';
import { Intro } from './Intro.js';
import { copyText } from './OptionsFilePanel.js';
import { resultHints } from './result-hints.js';
import { ResultView } from './ResultView.js';
import { StickyCopyBar } from './StickyCopyBar.js';
import { targetNotes } from './target-notes.js';
import { shownResult, type ShownRecommendation } from './use-recommendation.js';

export interface CalculatorTabProps {
  page: PageState;
  served: boolean;
  machine: ReturnType<typeof useMachine>;
  shown: ShownRecommendation;
  fileText: string | undefined;
  undoable: string | undefined;
  fill: (values: FormValues, what: string) => void;
  undo: () => void;
  onChange: (key: FieldKey, value: string, sameStep?: boolean) => void;
  onTarget: (target: PageTarget) => void;
  onAnnotate: (annotate: boolean) => void;
}

/** Copy, with what it copied said in words (and that it is the last valid input while a field is invalid). */
function useCopy(fileText: string | undefined, stale: boolean) {
  const [copyStatus, setCopyStatus] = useState('');
  const onCopy = useCallback(() => {
    if (fileText === undefined) return;
    void copyText(fileText).then((ok) =>
      setCopyStatus(ok ? `OPTIONS file copied${stale ? ' (for the last valid input)' : ''}.` : 'Could not copy; select the text instead.'),
    );
  }, [fileText, stale]);
  return { copyStatus, onCopy };
}

/** "Check on this machine" beside Copy: a request the Validate panel runs, and the panel in view. */
function useCheckRequest() {
  const [runRequest, setRunRequest] = useState(0);
  const onCheck = useCallback(() => {
    setRunRequest((n) => n + 1);
    document.getElementById('validate-panel')?.scrollIntoView({ block: 'start' });
  }, []);
  return { runRequest, onCheck };
}

/** The calculator: the intro's fill buttons, the form, and the file with everything said about it. */
export function CalculatorTab({
  page,
  served,
  machine,
  shown,
  fileText,
  undoable,
  fill,
  undo,
  onChange,
  onTarget,
  onAnnotate,
}: CalculatorTabProps) {
  const stale = shown.state.status === 'invalid';
  const good = shownResult(shown);
  const goodRec = good?.recommendation;
  const notes = useMemo(() => (goodRec ? targetNotes(goodRec) : []), [goodRec]);
  const hints = useMemo(() => resultHints(goodRec), [goodRec]);
  const { copyStatus, onCopy } = useCopy(fileText, stale);
  const { runRequest, onCheck } = useCheckRequest();
  const onThisMachine = async () => {
    const m = await machine.load();
    if (m) fill(machineValues(page.values, m), 'this machine');
  };
  const fileRec = good?.status === 'ok' ? good.recommendation : undefined;
  const validate = served ? (
    <ValidatePanel
      recommendation={stale ? undefined : fileRec}
      fileText={stale ? undefined : fileText}
      values={page.values}
      engineTarget={page.target}
      machine={machine}
      runRequest={runRequest}
    />
  ) : null;
  return (
    <>
      <Intro
        served={served}
        values={page.values}
        showingExample={sameValues(page.values, GUIDE_FORM)}
        machine={machine.state}
        onThisMachine={() => void onThisMachine()}
        onGuideExample={() => fill(GUIDE_FORM, 'the guide example')}
        undoable={undoable}
        onUndo={undo}
      />
      <div className="layout">
        <InputForm
          values={page.values}
          errors={shown.state.status === 'invalid' ? shown.state.fieldErrors : {}}
          onChange={onChange}
          target={page.target}
          targetNotes={notes}
          onTarget={onTarget}
          hints={hints}
        />
        <div id="results" tabIndex={-1} className="results-column" aria-label="Results">
          <ResultView
            shown={shown}
            fileText={fileText}
            annotate={page.annotate}
            copyStatus={copyStatus}
            onCopy={onCopy}
            onAnnotate={onAnnotate}
            {...(served ? { onCheck } : {})}
            afterFile={validate}
          />
        </div>
      </div>
      {fileText !== undefined && <StickyCopyBar onCopy={onCopy} status={copyStatus} stale={stale} />}
    </>
  );
}
