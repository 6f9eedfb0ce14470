import { defineConfig } from 'vitest/config';
import { FROM_SOURCES } from '../vitest.shared.js';

/** Browser specs: one Chromium for the run (chromium-server.ts), files one after another (CI hosts have 2 cores). */
export default defineConfig({
  // Specs compare the page with the calculator itself (its TypeScript sources, no build needed).
  ...FROM_SOURCES,
  test: {
    root: import.meta.dirname,
    include: ['specs/**/*.spec.ts'],
    globalSetup: ['chromium-server.ts'],
    fileParallelism: false,
    // The specs share one process and its module cache (playwright-core, the calculator's sources), as the unit tests do:
    // none replaces a module or leaves a global changed.
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
