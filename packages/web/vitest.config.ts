import { defineConfig } from 'vitest/config';

/** Component tests on their own (`npm test -w @rocktune/web`); the root config runs the same files. */
export default defineConfig({
  resolve: { conditions: ['rocktune-source'] },
  ssr: { resolve: { conditions: ['rocktune-source'] } },
  test: {
    root: import.meta.dirname,
    include: ['test/**/*.test.{ts,tsx}'],
  },
});
