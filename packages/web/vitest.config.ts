import { defineConfig } from 'vitest/config';
import { FROM_SOURCES } from '../../vitest.shared.js';

/** Component tests on their own (`npm test -w @rocktune/web`); the root config runs the same files. */
export default defineConfig({
  ...FROM_SOURCES,
  test: {
    root: import.meta.dirname,
    include: ['test/**/*.test.{ts,tsx}'],
  },
});
