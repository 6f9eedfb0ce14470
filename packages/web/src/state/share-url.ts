import { engineLabel, recommend, toFieldErrors, type Dialect } from '@rocktune/calculator';
import { FIELD_BY_KEY, FIELD_KEYS, GUIDE_FORM, paramOf, toRawInput, type FieldKey, type FormValues } from './fields.js';
import { readLinkTarget, storedTarget, targetLabel, type PageTarget } from './target.js';

export const TABS = ['calculator', 'lint'] as const;
export type Tab = (typeof TABS)[number];

/** Everything the page shows is a function of this; the URL hash holds all of it. */
export interface PageState {
  values: FormValues;
  /** The engine version written for: '' is the engine's default (state/target.ts). */
  target: PageTarget;
  annotate: boolean;
  tab: Tab;
}

/** The parameter that carries the Lint tab's pasted file (only when the user copies a link from that tab). */
export const LINT_FILE_PARAM = 'file';
/** The engine version (`--target`), only when it is not the engine's default: links from before it keep working. */
export const TARGET_PARAM = 'target';

export const DEFAULT_STATE: PageState = { values: GUIDE_FORM, target: '', annotate: false, tab: 'calculator' };

const FIELD_BY_PARAM = new Map(FIELD_KEYS.map((key) => [paramOf(key), key]));

/** `#threads=48&dram=128GB&…`: every input, as typed, so a link reproduces the page exactly. */
export function encodeState(state: PageState): string {
  const params = new URLSearchParams();
  for (const key of FIELD_KEYS) params.set(paramOf(key), state.values[key]);
  if (state.target !== '') params.set(TARGET_PARAM, state.target);
  if (state.annotate) params.set('annotate', 'on');
  if (state.tab !== 'calculator') params.set('tab', state.tab);
  return `#${params.toString()}`;
}

/** `#results` and other in-page anchors are not share links: a share link always has `name=value`. */
export function isStateHash(hash: string): boolean {
  return hash.replace(/^#/, '').includes('=');
}

export interface DecodedState {
  state: PageState;
  /** The Lint tab's pasted file, packed (see features/lint/lint-link.ts); unpacked by the page. */
  lintFile?: string;
  /** What the link got wrong and what the page used instead; empty when the link was fine. */
  notices: string[];
}

/**
 * Reads a share link. Anything unknown or invalid is replaced by the guide's example value with a
 * notice naming it, so a bad link never leaves a blank or broken page.
 */
export function decodeState(hash: string): DecodedState {
  const text = hash.replace(/^#/, '');
  if (!isStateHash(hash)) return { state: DEFAULT_STATE, notices: [] };
  const notices: string[] = [];
  const values: FormValues = { ...GUIDE_FORM };
  let annotate = false;
  let tab: Tab = 'calculator';
  let lintFile: string | undefined;
  let linkTarget: string | undefined;
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(text);
  } catch {
    return { state: DEFAULT_STATE, notices: ['The link could not be read; showing the guide example.'] };
  }
  for (const [name, value] of params) {
    const key = FIELD_BY_PARAM.get(name);
    if (key) values[key] = value.slice(0, 200);
    else if (name === LINT_FILE_PARAM) lintFile = value;
    else if (name === TARGET_PARAM) linkTarget = value;
    else if (name === 'annotate') annotate = ['on', 'true', '1', 'yes'].includes(value);
    else if (name === 'tab') {
      if ((TABS as readonly string[]).includes(value)) tab = value as Tab;
      else notices.push(`Unknown tab '${truncate(value)}' in the link; showing the calculator.`);
    } else notices.push(`Ignored unknown parameter '${truncate(name)}' in the link.`);
  }
  const target = linkTarget === undefined ? '' : applyLinkTarget(linkTarget, values, notices, params.has(paramOf('dialect')));
  // Validate once with the calculator's own schema; replace each bad field by the guide's value.
  for (let attempt = 0; attempt < FIELD_KEYS.length; attempt += 1) {
    const result = recommend(toRawInput(values), { target: target || undefined });
    if (result.ok || result.code !== 'CALC_INVALID_INPUT') break;
    for (const { field, message } of toFieldErrors(result.error)) {
      const key = field.split('.')[0] as FieldKey;
      if (!(key in FIELD_BY_KEY)) continue;
      notices.push(
        `The link's ${FIELD_BY_KEY[key].label.toLowerCase()} '${truncate(values[key])}' is invalid (${message}); using ${GUIDE_FORM[key] === '' ? 'none' : `'${GUIDE_FORM[key]}'`}.`,
      );
      values[key] = GUIDE_FORM[key];
    }
  }
  return { state: { values, target, annotate, tab }, notices, ...(lintFile ? { lintFile } : {}) };
}

/**
 * The target names its engine: a link's dialect follows it. Where that changes the link's dialect, or the version
 * asked for is not one rocktune has, a notice says what the page uses instead (issue 35).
 */
function applyLinkTarget(linkTarget: string, values: FormValues, notices: string[], dialectGiven: boolean): PageTarget {
  const read = readLinkTarget(linkTarget);
  if (!read.ok) {
    notices.push(`The link's engine version '${truncate(linkTarget)}' is unknown; using the engine's default. (${read.message})`);
    return '';
  }
  const used = targetLabel({ engine: read.engine, version: read.id.split('@')[1] ?? '' });
  const asked = linkTarget.trim().split('@')[1];
  if (asked !== undefined && !`${read.id}.`.startsWith(`${read.engine}@${asked}.`))
    notices.push(`The link's engine version '${truncate(linkTarget)}' is not one rocktune has; using ${used}.`);
  if (dialectGiven && values.dialect !== read.engine)
    notices.push(`The link asks for ${engineLabel(values.dialect as Dialect)} and for ${used}; the version decides: showing ${used}.`);
  values.dialect = read.engine;
  return storedTarget(read.id, read.engine);
}

function truncate(text: string): string {
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}
