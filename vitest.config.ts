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
    testTimeout: 30_000,
  },
});
