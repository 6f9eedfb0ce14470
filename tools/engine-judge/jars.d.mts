export const DEFAULT_VERSIONS: string[];
export function missingToolchain(): string | undefined;
export function jarPath(version: string): string;
export function ensureJar(version: string): { jar: string; refused?: undefined } | { jar?: undefined; refused: string };
