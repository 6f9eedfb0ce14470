import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * packages/cli/ (or the installed `rocktune` package), resolved from a module one level below it: true for src/*.ts,
 * the tsc output dist/*.js and the bundle dist/rocktune.cjs alike, so paths stay right after bundling.
 */
export const CLI_PACKAGE_DIR = fileURLToPath(new URL('../', import.meta.url));

/**
 * The built calculator page: packages/web/dist in a checkout (src/ is there), web/ in the installed package
 * (npm pack copies it in: package.json's prepack).
 */
export const WEB_DIR = existsSync(join(CLI_PACKAGE_DIR, 'src')) ? join(CLI_PACKAGE_DIR, '../web/dist/') : join(CLI_PACKAGE_DIR, 'web/');
