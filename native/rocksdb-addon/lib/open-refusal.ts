// Which line a DB::Open refusal is about. The engine's status names no line ("Enable block_align, but compression
// enabled"); the profile's openRefusals say which combination it refuses, so the blamed line is the one in the
// column family where the combination holds, not the first line that mentions the option.
import { type EngineProfile, parseOptionsIni, sectionEntries } from '@rocktune/calculator';

export function refusalLine(text: string, status: string, profile: EngineProfile): number | undefined {
  const refusal = profile.openRefusals.find((r) => status.includes(r.message));
  if (!refusal) return undefined;
  const { document } = parseOptionsIni(text);
  const entryOf = (section: string, cf: string, name: string) =>
    document.sections
      .filter((s) => s.title === section && (s.arg ?? '') === cf)
      .flatMap((s) => sectionEntries(s))
      .find((e) => e.key === name);
  const families = document.sections.filter((s) => s.kind === 'CFOptions').map((s) => s.arg ?? '');
  for (const cf of families) {
    const holds = refusal.when.every((c) => {
      const value = entryOf(c.section, cf, c.name)?.value ?? profile.get(c.section, c.name)?.default;
      return value !== undefined && (c.equals === undefined || value === c.equals) && (c.notIn === undefined || !c.notIn.includes(value));
    });
    if (!holds) continue;
    const lines = refusal.when.map((c) => entryOf(c.section, cf, c.name)?.line).filter((l): l is number => l !== undefined);
    if (lines.length > 0) return lines[0];
  }
  return undefined;
}
