export type LibrarySection =
  'DBOptions' | 'CFOptions' | 'TableOptions/BlockBasedTable' | 'TableOptions/PlainTable' | 'TableOptions/CuckooTable';
export interface ParseRequest {
  section: LibrarySection;
  name: string;
  value: string;
}
export type ParseAnswer = { ok: true; value: string } | { ok: false; error: string };
export function missingToolchain(): string | undefined;
export function buildDumper(): string;
export function dumpDefaults(binary: string): { version: string; sections: Record<LibrarySection, Map<string, string>> };
export function parseWithLibrary(binary: string, requests: ParseRequest[]): ParseAnswer[];
export function classifyIntegers(
  binary: string,
  section: LibrarySection,
  names: string[],
): Map<string, 'int' | 'uint32' | 'int64' | 'uint64'>;
