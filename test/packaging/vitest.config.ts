import { defineConfig } from 'vitest/config';

/**
 * The packaging tests (`npm test` runs them after the unit tests): they pack and install the published packages and
 * install this repository the way the pre-commit hook and the GitHub Action do. One file at a time: each one installs.
 */
export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ['*.test.ts'],
    fileParallelism: false,
    testTimeout: 120_000,
    // The install with the engine compiles 25 files against RocksDB's headers, beside the e2e suite in npm test: past
    // 240 s in a clean-clone run at load 15-19.
    hookTimeout: 600_000,
  },
});
