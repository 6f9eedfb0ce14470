// The scale model applied to an OPTIONS file (for `rocktune validate FILE --scale auto`): every size-related
// value in the file (and the RocksDB defaults it leaves out) shrinks by test keys / database keys.
import {
  findSections,
  GUIDE_EXAMPLE,
  parseOptionsIni,
  scaleModelFor,
  sectionEntries,
  setEntryValue,
  writeOptionsIni,
  type OptionLike,
  type ScaleModel,
  type SectionName,
} from '@rocktune/calculator';
import { UsageError } from '../cli-kit/errors.js';
import type { Io } from '../cli-kit/io.js';
import { renderScale } from './report.js';

const SECTIONS: SectionName[] = ['DBOptions', 'CFOptions', 'TableOptions/BlockBasedTable'];

/** Options of the default column family (and DBOptions) as the scale model reads them. */
export function fileOptions(text: string): OptionLike[] {
  const { document } = parseOptionsIni(text);
  const out: OptionLike[] = [];
  for (const section of SECTIONS) {
    const sel = section === 'DBOptions' ? section : { title: section, arg: 'default' };
    const found = findSections(document, sel)[0];
    if (!found) continue;
    for (const e of sectionEntries(found))
      if (!out.some((o) => o.name === e.key && o.section === section)) out.push({ name: e.key, section, value: e.value });
  }
  return out;
}

export function scaleOptionsFile(
  text: string,
  testKeys: number,
  w: { fullKeys: number; keySize: number; valueSize: number },
): { text: string; model: ScaleModel } {
  const { fullKeys } = w;
  const options = fileOptions(text);
  const model = scaleModelFor(
    options,
    { keys: Math.round(fullKeys), keySize: w.keySize, valueSize: w.valueSize, keyOverhead: GUIDE_EXAMPLE.keyOverhead, kvSeparation: true },
    testKeys,
  );
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

/** For validate: --scale auto --full-keys N scales the text and prints the model on stderr. Returns the text to run. */
export function applyScaleFlags(
  values: Record<string, unknown>,
  text: string,
  s: { keys: number; keySize: number; valueSize: number },
  io: Io,
): string {
  const fullKeys = values['full-keys'] as number | undefined;
  if (values.scale !== 'auto') {
    if (fullKeys !== undefined) throw new UsageError('--full-keys needs --scale auto');
    return text;
  }
  if (fullKeys === undefined)
    throw new UsageError('--scale auto needs --full-keys N: the number of keys of the database the file was sized for (e.g. 8e9)');
  const { text: scaled, model } = scaleOptionsFile(text, s.keys, { fullKeys, keySize: s.keySize, valueSize: s.valueSize });
  io.stderr(`${renderScale(model, undefined).join('\n')}\n`);
  return scaled;
}
