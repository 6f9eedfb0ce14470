import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { defineConfig, type Plugin } from 'vite';
import { PROFILES_SCRIPT } from './vite.profiles.config.js';

/** The OPTIONS header names rocktune's version: the CLI's, so the page and `rocktune generate` agree. */
const cliVersion = (JSON.parse(readFileSync(new URL('../cli/package.json', import.meta.url), 'utf8')) as { version: string }).version;

/**
 * The page must work from file:// (issue 5): Chromium refuses module scripts and `crossorigin`
 * requests from a null origin. So the bundle is one classic IIFE script, loaded with `defer`
 * from a relative path, and no `crossorigin` attributes are emitted.
 */
function classicScriptForFileUrls(): Plugin {
  return {
    name: 'rocktune:classic-script',
    apply: 'build',
    enforce: 'post',
    transformIndexHtml(html) {
      return html
        .replace(/<script type="module" crossorigin src=/g, '<script defer src=')
        .replace(/<script type="module" src=/g, '<script defer src=')
        .replace(/ crossorigin(?=[ >])/g, '');
    },
  };
}

/** In the page's build, `importer`'s import of `source` resolves to `replacement` instead (same folder). */
function swapImport(name: string, importer: string, source: string, replacement: string): Plugin {
  return {
    name: `rocktune:${name}`,
    apply: 'build',
    enforce: 'pre',
    resolveId(id, from, options) {
      if (id !== source || !from?.replace(/\\/g, '/').endsWith(importer)) return null;
      return this.resolve(replacement, from, { ...options, skipSelf: true });
    },
  };
}

/**
 * The first screen needs the linked engine's profile and TRocksDB's only: the calculator's registry imports every
 * profile (engines/data/every.ts), and the page's build takes engines/data/first-screen.ts in its place. The rest
 * come in the lazy script vite.profiles.config.ts builds, which src/state/profiles.ts loads after the first paint.
 */
const firstScreenProfiles = () => swapImport('first-screen-profiles', '/engines/registry.ts', './data/every.js', './data/first-screen.js');

/** The Lint tab's engine comes with the lazy profiles script (src/features/lint/lint-engine.lazy.ts). */
const lazyLintEngine = () => swapImport('lazy-lint-engine', '/features/lint/LintView.tsx', './lint-engine.js', './lint-engine.lazy.js');

export default defineConfig({
  base: './',
  plugins: [react(), classicScriptForFileUrls(), firstScreenProfiles(), lazyLintEngine()],
  resolve: { conditions: ['rocktune-source', 'module', 'browser', 'development|production'] },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    modulePreload: false,
    cssCodeSplit: false,
    target: 'es2022',
    assetsInlineLimit: 0,
    // One script by design (file:// has no code splitting; the lazy profiles script is a second classic script);
    // e2e/specs/bundle-size.spec.ts holds the first screen's gzip budget instead.
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: { format: 'iife', entryFileNames: 'assets/rocktune-[hash].js', assetFileNames: 'assets/rocktune-[hash][extname]' },
    },
  },
  define: { __ROCKTUNE_VERSION__: JSON.stringify(cliVersion), __ROCKTUNE_PROFILES_SCRIPT__: JSON.stringify(PROFILES_SCRIPT) },
});
