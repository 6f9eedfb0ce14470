// The lint engine the Lint tab runs. The built page takes it from the lazy profiles script instead (it judges by
// every profile, so it waits for that script anyway): vite.config.ts swaps this file for lint-engine.lazy.ts, and the
// first screen's script does not carry the lint rules.
export { fixOptionsText, lintOptionsText, ruleMetas } from '@rocktune/calculator';
