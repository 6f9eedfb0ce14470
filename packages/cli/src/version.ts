import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CLI_PACKAGE_DIR } from './paths.js';

/** The CLI package's version, read once from its package.json. */
export const VERSION: string = (JSON.parse(readFileSync(join(CLI_PACKAGE_DIR, 'package.json'), 'utf8')) as { version: string }).version;
