import { fileURLToPath } from 'node:url';

/**
 * packages/cli/, resolved from a module one level below it: true for src/*.ts, the tsc output
 * dist/*.js and the single-file bundle dist/main.js alike, so paths stay right after bundling.
 */
export const CLI_PACKAGE_DIR = fileURLToPath(new URL('../', import.meta.url));

