import {
  defaultTargetFor,
  engineLabel,
  getEngineProfile,
  listEngineProfiles,
  type Dialect,
  type EngineProfileSummary,
} from '@rocktune/calculator';

/**
 * The engine version the page writes for. The page keeps '' for "the engine's default target" (the
 * linked RocksDB, or TRocksDB), so a link without a target keeps meaning the default.
 */
export type PageTarget = string;

/** The versions the form offers for an engine, oldest first (the calculator's profiles). */
export function targetsOf(engine: Dialect): EngineProfileSummary[] {
  return listEngineProfiles().filter((p) => p.engine === engine);
}

/** The profile id the page writes for: the chosen one, else the engine's default. */
export function effectiveTarget(target: PageTarget, engine: Dialect): string {
  return target === '' ? defaultTargetFor(engine) : target;
}

/** What the page stores for a choice: '' when it is the engine's default, so links stay short and stable. */
export function storedTarget(id: string, engine: Dialect): PageTarget {
  return id === defaultTargetFor(engine) ? '' : id;
}

/** A link's `target=`: a known id or minor (`rocksdb@9.11`) becomes its profile id; anything else is refused with the reason. */
export function readLinkTarget(text: string): { ok: true; id: string; engine: Dialect } | { ok: false; message: string } {
  try {
    const profile = getEngineProfile(text.trim());
    return { ok: true, id: profile.id, engine: profile.engine };
  } catch (error) {
    return { ok: false, message: (error as Error).message };
  }
}

/** `rocksdb@9.11.2` as people say it: RocksDB 9.11.2. */
export function targetLabel(summary: Pick<EngineProfileSummary, 'engine' | 'version'>): string {
  return `${engineLabel(summary.engine)} ${summary.version}`;
}

/** A target only holds for its own engine: switching the engine goes back to that engine's default. */
export function alignedTarget(target: PageTarget, engine: string): PageTarget {
  return target !== '' && !target.startsWith(`${engine}@`) ? '' : target;
}

/** Versions grouped by major release, in the given order ("RocksDB 11", "RocksDB 10", ...): the picker's optgroups. */
export function byMajor(summaries: readonly EngineProfileSummary[]): { label: string; profiles: EngineProfileSummary[] }[] {
  const groups: { label: string; profiles: EngineProfileSummary[] }[] = [];
  for (const p of summaries) {
    const label = targetLabel({ engine: p.engine, version: p.version.split('.')[0] ?? p.version });
    const last = groups.at(-1);
    if (last?.label === label) last.profiles.push(p);
    else groups.push({ label, profiles: [p] });
  }
  return groups;
}
