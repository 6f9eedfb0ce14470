// The lazy script (assets/rocktune-profiles.js, vite.profiles.config.ts): every engine profile, which the page
// registers after its first paint (state/profiles.ts), and the lint engine that judges by them (the Lint tab's).
// A classic script, so it loads from file:// too.
export { PROFILES } from '@rocktune/calculator/every-profile';
export { fixOptionsText, lintOptionsText, ruleMetas } from './features/lint/lint-engine.js';
