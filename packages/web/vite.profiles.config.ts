import { defineConfig } from 'vite';

/**
 * The page's second script: every engine profile (about 60 release lines), loaded after the first paint so the
 * first screen carries only the linked engine's and TRocksDB's (vite.config.ts swaps the full list out of the
 * main script). One classic IIFE script that sets `rocktuneEveryProfile`, so it works from file:// as the page does.
 */
export const PROFILES_SCRIPT = 'assets/rocktune-profiles.js';

export default defineConfig({
  resolve: { conditions: ['rocktune-source', 'module', 'browser', 'development|production'] },
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    target: 'es2022',
    lib: { entry: 'src/every-profile-script.ts', formats: ['iife'], name: 'rocktuneEveryProfile', fileName: () => PROFILES_SCRIPT },
  },
});
