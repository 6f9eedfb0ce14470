import { controllerDirective } from '@rocktune/rocksdb-addon';
import { listEntries, parseOptionsIni, PRESETS, recommend, type PresetId } from '@rocktune/calculator';
import { describe, expect, it } from 'vitest';
import { PHASE_INPUT, readBase, SINE_INPUT, variantOptions } from './variants.js';

type Entries = Map<string, string>;

function entries(text: string): Entries {
  const { document, errors } = parseOptionsIni(text);
  expect(errors).toEqual([]);
  return new Map(listEntries(document).map(({ section, entry }) => [`${section?.header.raw.trim()} ${entry.key}`, entry.value]));
}

/** The preset's own values for the calculator's input, keyed as `entries` keys them. */
function presetValues(preset: PresetId, input: object): Entries {
  const result = recommend({ ...input, workload: preset });
  if (!result.ok) throw new Error(result.code);
  const header = (section: string): string => (section === 'DBOptions' ? '[DBOptions]' : `[${section} "default"]`);
  return new Map(result.recommendation.options.map((o) => [`${header(o.section)} ${o.name}`, String(o.value)]));
}

/** Checks that `variant` holds the preset's value of every option both set; returns those options' keys. */
function holdsPresetValues(variant: Entries, preset: Entries): string[] {
  const shared = [...variant.keys()].filter((key) => preset.has(key));
  for (const key of shared) expect([key, variant.get(key)]).toEqual([key, preset.get(key)]);
  return shared;
}

/** The entries every sine variant of runs 1-4 shared: the hand-written enabled.ini of commit 0454d5e. */
const ENABLED_RUNS_1_TO_4 = {
  '[Version] rocksdb_version': entries(readBase('enabled')).get('[Version] rocksdb_version'),
  '[Version] options_file_version': '1.1',
  '[DBOptions] create_if_missing': 'true',
  '[DBOptions] max_background_flushes': '2',
  '[DBOptions] max_background_compactions': '1',
  '[CFOptions "default"] compression': 'kNoCompression',
  '[CFOptions "default"] max_write_buffer_number': '6',
};

/** What tuned.ini and disabled.ini of runs 1-4 both were before their own options: enabled.ini without write stalls. */
const ENABLED_STALLS_OFF = {
  ...ENABLED_RUNS_1_TO_4,
  '[CFOptions "default"] level0_slowdown_writes_trigger': '1073741824',
  '[CFOptions "default"] level0_stop_writes_trigger': '1073741824',
  '[CFOptions "default"] soft_pending_compaction_bytes_limit': '0',
  '[CFOptions "default"] hard_pending_compaction_bytes_limit': '0',
};

describe('tuned: enabled.ini plus the auto-tuned-compactions preset', () => {
  const tuned = entries(variantOptions('tuned'));
  const preset = presetValues('auto-tuned-compactions', SINE_INPUT);

  it('holds the preset value of every option both set', () => {
    expect(holdsPresetValues(tuned, preset).length).toBeGreaterThanOrEqual(9);
  });

  it("sets the options the preset's static part names (T §3.5.6)", () => {
    for (const name of [
      'level0_slowdown_writes_trigger',
      'level0_stop_writes_trigger',
      'soft_pending_compaction_bytes_limit',
      'hard_pending_compaction_bytes_limit',
    ]) {
      expect(tuned.get(`[CFOptions "default"] ${name}`)).toBe(preset.get(`[CFOptions "default"] ${name}`));
    }
    expect(tuned.get('[DBOptions] max_subcompactions')).toBe(String(PRESETS['auto-tuned-compactions'].maxSubcompactions));
    expect(tuned.get('[DBOptions] rate_limiter_bytes_per_sec')).toBe(String(SINE_INPUT.diskWriteBytesPerSec));
  });

  it('is the configuration runs 1-4 measured (the hand-written tuned.ini of commit 0454d5e)', () => {
    expect(Object.fromEntries(tuned)).toEqual({
      ...ENABLED_STALLS_OFF,
      '[DBOptions] max_subcompactions': '2',
      '[DBOptions] rate_limiter_bytes_per_sec': '268435456',
    });
  });

  it('names the controller the engine starts', () => {
    expect(controllerDirective(variantOptions('tuned'))).toBe(PRESETS['auto-tuned-compactions'].runtimeController);
  });
});

describe('l0-dynamic: l0-static.ini plus the dynamic-l0 preset', () => {
  it('keeps every static option, since the preset adds only its run-time controller', () => {
    expect(Object.fromEntries(entries(variantOptions('l0-dynamic')))).toEqual(Object.fromEntries(entries(readBase('l0-static'))));
    expect(PRESETS['dynamic-l0'].runtimeController).toBe('dynamic-l0');
    expect(presetValues('dynamic-l0', PHASE_INPUT)).toEqual(presetValues('general', PHASE_INPUT));
  });

  it('names the controller the engine starts', () => {
    expect(controllerDirective(variantOptions('l0-dynamic'))).toBe(PRESETS['dynamic-l0'].runtimeController);
  });
});

describe('disabled: enabled.ini plus the bulk-load preset (PrepareForBulkLoad)', () => {
  const disabled = entries(variantOptions('disabled'));

  it('holds the preset value of every option both set', () => {
    const shared = holdsPresetValues(disabled, presetValues('bulk-load', SINE_INPUT));
    // PrepareForBulkLoad's part (T §3.3.1), each from the preset
    const bulkLoad = [
      'disable_auto_compactions',
      'level0_file_num_compaction_trigger',
      'level0_slowdown_writes_trigger',
      'level0_stop_writes_trigger',
      'soft_pending_compaction_bytes_limit',
      'hard_pending_compaction_bytes_limit',
      'max_compaction_bytes',
    ];
    expect(shared).toEqual(expect.arrayContaining(bulkLoad.map((name) => `[CFOptions "default"] ${name}`)));
  });

  it('is the configuration runs 1-4 measured (the hand-written disabled.ini of commit 0454d5e), plus max_compaction_bytes', () => {
    // max_compaction_bytes bounds one compaction; with disable_auto_compactions=true none runs, so the measured
    // configuration is unchanged by it.
    expect(Object.fromEntries(disabled)).toEqual({
      ...ENABLED_STALLS_OFF,
      '[CFOptions "default"] disable_auto_compactions': 'true',
      '[CFOptions "default"] level0_file_num_compaction_trigger': '1073741824',
      '[CFOptions "default"] max_compaction_bytes': String(2n ** 60n),
    });
  });

  it('starts no controller', () => {
    expect(controllerDirective(variantOptions('disabled'))).toBeUndefined();
  });
});

describe('hand-written bases', () => {
  it('are read as they are, without a controller', () => {
    for (const name of ['enabled', 'l0-static']) {
      expect(variantOptions(name)).toBe(readBase(name));
      expect(controllerDirective(variantOptions(name))).toBeUndefined();
    }
  });

  it('enabled.ini is the file runs 1-4 measured', () => {
    expect(Object.fromEntries(entries(readBase('enabled')))).toEqual(ENABLED_RUNS_1_TO_4);
  });
});
