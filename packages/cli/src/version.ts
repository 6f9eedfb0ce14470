import { readFileSync } from 'node:fs';

/** The CLI package's version, read once from its package.json (dist/ and src/ both sit one level below it). */
export const VERSION: string = (JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }).version;
