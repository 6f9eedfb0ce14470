import { defineConfig } from 'vitest/config';
import { FROM_SOURCES } from './vitest.shared.js';

export default defineConfig({
  ...FROM_SOURCES,
  test: {
    include: [
      'packages/*/test/**/*.test.ts',
      'packages/web/test/**/*.test.tsx',
      'native/*/test/**/*.test.ts',
      'bench/**/*.test.ts',
      'test/**/*.test.ts',
    ],
    // npm test runs the packaging tests on their own, after these (test/packaging/vitest.config.ts).
    exclude: ['**/node_modules/**', 'test/packaging/**'],
    // One seed per run for the sampled sweeps (test/support/sample.ts), printed first.
    globalSetup: ['test/support/seed.ts'],
    // Test files share their worker's module cache: each worker imports the sources (every engine profile among them)
    // once, not once per file. No test replaces a module (vi.mock) or leaves a global changed.
    isolate: false,
    // vitest's default is one worker on 2 cores (cores - 1); most engine, CLI and jar tests wait on child processes,
    // so a second worker runs beside them.
    maxWorkers: 2,
    testTimeout: 30_000,
  },
});
