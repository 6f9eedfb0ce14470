// The `rocktune` bin (built to dist/main.cjs, CommonJS: an ES module entry costs Node 20 ~6 ms more to start): runs the bundled CLI, dist/rocktune.cjs, with its compiled code
// cached between runs: Node's compile cache where Node has one (22.1+), V8's code cache through node:vm on Node 20
// (src/launch/code-cache.ts). Start-up: bench/results/cli-cold-start.md.
import module from 'node:module';
import { fileURLToPath } from 'node:url';
import { asksForJson } from './cli-kit/json-failure.js';
import { requireWithCodeCache } from './launch/code-cache.js';
import { installInterruptGuard } from './launch/interrupt-guard.js';

// Before the bundle loads (~0.1 s): a signal in that time still ends the run as the command would (launch/interrupt-guard.ts).
installInterruptGuard(asksForJson(process.argv.slice(2)));

interface Cli {
  main(options: { importModule: (specifier: string) => Promise<unknown> }): Promise<void>;
}

const BUNDLE = fileURLToPath(new URL('./rocktune.cjs', import.meta.url));

function loadCli(): { exports: Cli; saveCache(): void } {
  const enableCompileCache = (module as { enableCompileCache?: () => unknown }).enableCompileCache;
  if (enableCompileCache === undefined) {
    // One cache per command: each holds the code that command ran.
    const command = /^[a-z]+$/.test(process.argv[2] ?? '') ? process.argv[2]! : 'other';
    return requireWithCodeCache<Cli>(BUNDLE, command);
  }
  enableCompileCache(); // honours NODE_COMPILE_CACHE and NODE_DISABLE_COMPILE_CACHE; written when the process exits
  return { exports: module.createRequire(import.meta.url)(BUNDLE) as Cli, saveCache() {} };
}

const cli = loadCli();
// The bundle's own import() cannot run under node:vm on Node 20: it imports the optional engine through this one.
void cli.exports.main({ importModule: (specifier) => import(specifier) }).then(() => cli.saveCache());
