// The scale model applied to an OPTIONS file (for `rocktune validate FILE --scale auto`): every size-related
// value in the file (and the RocksDB defaults it leaves out) shrinks by test keys / database keys.
import {
  findSections,
  parseOptionsIni,
  scaleModelFor,
  sectionEntries,
  setEntryValue,
  writeOptionsIni,
  type OptionLike,
  type ScaleModel,
  type SectionName,
} from '@rocktune/calculator';
import type { ParsedArgs } from '../cli-kit/command.js';
import { UsageError } from '../cli-kit/errors.js';
import type { Io } from '../cli-kit/io.js';
import { renderScale } from './report.js';

export { SCALE_FLAGS } from './scale-flags.js';


const SECTIONS: SectionName[] = ['DBOptions', 'CFOptions', 'TableOptions/BlockBasedTable'];

function headerInput(text: string, name: string): number | undefined {
  const m = new RegExp(`^#.*\\bInputs:.*\\b${name}=([0-9.e+]+)`, 'm').exec(text);
  const v = m ? Number(m[1]) : Number.NaN;
  return Number.isFinite(v) && v > 0 ? v : undefined;
}

/** Options of the default column family (and DBOptions) as the scale model reads them. */
export function fileOptions(text: string): OptionLike[] {
  const { document } = parseOptionsIni(text);
  const out: OptionLike[] = [];
  for (const section of SECTIONS) {
    const sel = section === 'DBOptions' ? section : { title: section, arg: 'default' };
    const found = findSections(document, sel)[0];
    if (!found) continue;
    for (const e of sectionEntries(found)) if (!out.some((o) => o.name === e.key && o.section === section)) out.push({ name: e.key, section, value: e.value });
  }
  return out;
}

export function scaleOptionsFile(
  text: string,
  testKeys: number,
  w: { fullKeys?: number; keySize: number; valueSize: number },
): { text: string; model: ScaleModel } {
  const fullKeys = w.fullKeys ?? headerInput(text, 'totalKeys');
  if (fullKeys === undefined) throw new UsageError("--scale auto: the file has no rocktune 'Inputs: ... totalKeys=N' header; give the database size with --full-keys N");
  const options = fileOptions(text);
  const model = scaleModelFor(options, { keys: Math.round(fullKeys), keySize: w.keySize, valueSize: w.valueSize, keyOverhead: headerInput(text, 'keyOverhead') ?? 20, kvSeparation: true }, testKeys);
  let { document } = parseOptionsIni(text);
  for (const a of model.adjustments) {
    const sel = a.section === 'DBOptions' ? a.section : { title: a.section, arg: 'default' };
    if (findSections(document, sel).length === 0) {
      model.inexact.push(`${a.name}: the file has no [${a.section}] section for the default column family; left at RocksDB's default`);
      continue;
    }
    document = setEntryValue(document, sel, a.name, String(a.scaledValue));
  }
  const note = `# rocktune scale model: size options x ${model.factor.toPrecision(3)} (${testKeys} test keys for ${Math.round(fullKeys)})\n`;
  return { text: note + writeOptionsIni(document), model };
}

/** For validate: reads --scale/--full-keys, scales the text, prints the model on stderr. Returns the text to run. */
export function applyScaleFlags(flags: ParsedArgs['flags'], text: string, s: { keys: number; keySize: number; valueSize: number }, io: Io): string {
  const mode = (flags.scale as string | undefined) ?? 'off';
  if (mode !== 'auto' && mode !== 'off') throw new UsageError(`--scale: '${mode}' is not allowed; allowed: auto, off`);
  const fullRaw = flags['full-keys'] as string | undefined;
  if (mode === 'off') {
    if (fullRaw !== undefined) throw new UsageError('--full-keys needs --scale auto');
    return text;
  }
  const fullKeys = fullRaw === undefined ? undefined : Number(fullRaw.replace(/[_,]/g, ''));
  if (fullKeys !== undefined && !(Number.isFinite(fullKeys) && fullKeys >= 1)) throw new UsageError(`--full-keys: '${fullRaw}' is not allowed; expected a key count >= 1, e.g. 8e9`);
  const { text: scaled, model } = scaleOptionsFile(text, s.keys, { ...(fullKeys !== undefined ? { fullKeys } : {}), keySize: s.keySize, valueSize: s.valueSize });
  io.stderr(`${renderScale(model, undefined).join('\n')}\n`);
  return scaled;
}
