import { defineConfig } from 'vitest/config';

/** Browser specs: one Chromium per file, files one after another (CI hosts have 2 cores). */
export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ['specs/**/*.spec.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
