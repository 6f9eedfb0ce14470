import { defaultsOptionsFile, toOptionsFile, type Recommendation } from '@rocktune/calculator';
import { useState } from 'react';
import { ROCKTUNE_VERSION } from '../../version.js';
import { CAPPED_RUN } from './capped-run.js';
import { checkRunInputs } from './run-inputs.js';
import { useValidateRun, type ValidateRequest } from './use-validate-run.js';

/** The run's settings as typed, checked in the form's words before a run. */
function useRunInputs() {
  const [keys, setKeys] = useState('200000');
  const [duration, setDuration] = useState('10');
  const [checked, setChecked] = useState(() => checkRunInputs('200000', '10'));
  const [withBaseline, setWithBaseline] = useState(false);
  const [capped, setCapped] = useState(false);
  const recheck = () => setChecked(checkRunInputs(keys, duration));
  return { keys, setKeys, duration, setDuration, checked, setChecked, recheck, withBaseline, setWithBaseline, capped, setCapped };
}

/** The test plan every run of one check shares (the baseline runs the same way as the file). */
function plan(
  target: Recommendation,
  keys: number,
  durationSec: number,
  capped: boolean,
): Omit<ValidateRequest, 'optionsText' | 'dialect'> {
  const { input } = target;
  return {
    keys,
    durationSec,
    ...(input.keySize >= 8 && input.keySize <= 1_048_576 ? { keySize: input.keySize } : {}),
    ...(input.valueSize <= 64_000_000 ? { valueSize: input.valueSize } : {}),
    ...(capped ? CAPPED_RUN : {}),
  };
}

/**
 * One check on this machine: the file (then, if asked, RocksDB's defaults) through `rocktune serve`. `shownText` is the
 * file on screen when that is the one to run: it is sent as shown, so the lines the engine cites are the page's.
 */
export function useValidateSession(target: Recommendation | undefined, shownText: string | undefined) {
  const inputs = useRunInputs();
  const tuned = useValidateRun();
  const baseline = useValidateRun();
  const [ranText, setRanText] = useState('');
  const start = async () => {
    const now = checkRunInputs(inputs.keys, inputs.duration);
    inputs.setChecked(now);
    if (!target || !now.keys.ok || !now.seconds.ok) return;
    baseline.reset();
    const common = plan(target, now.keys.value, now.seconds.value, inputs.capped);
    const optionsText = shownText ?? toOptionsFile(target, { rocktuneVersion: ROCKTUNE_VERSION });
    setRanText(optionsText);
    const result = await tuned.start({ optionsText, dialect: target.input.dialect, ...common });
    if (inputs.withBaseline && result.kind === 'done')
      await baseline.start({ optionsText: defaultsOptionsFile(target.rocksdbVersion), dialect: 'rocksdb', ...common });
  };
  const stop = () => {
    tuned.stop();
    baseline.stop();
  };
  const busy = tuned.run.kind === 'running' || baseline.run.kind === 'running';
  return { inputs, tuned: tuned.run, baseline: baseline.run, ranText, start, stop, busy };
}
