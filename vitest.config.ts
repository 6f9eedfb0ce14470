import { defineConfig } from 'vitest/config';

// Tests import workspace packages from their TypeScript sources ("rocktune-source" export condition),
// so unit tests never depend on a stale build.
export default defineConfig({
  resolve: { conditions: ['rocktune-source'] },
  ssr: { resolve: { conditions: ['rocktune-source'] } },
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
