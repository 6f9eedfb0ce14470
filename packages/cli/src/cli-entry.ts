import process from 'node:process';
import { processIo } from './cli-kit/io.js';
import { asksForJson } from './cli-kit/json-failure.js';
import { setModuleImporter } from './engine/engine.js';
import { installInterruptGuard } from './launch/interrupt-guard.js';
import { runCli } from './run.js';

export interface MainOptions {
  /** import() for the optional engine's ES module, when the caller has a working one and the CLI's may not. */
  importModule?: (specifier: string) => Promise<unknown>;
}

/** One `rocktune` run in this process: what the bin (dist/main.cjs, through the bundle) and src/main.ts call. */
export async function main(options: MainOptions = {}): Promise<void> {
  installInterruptGuard(asksForJson(process.argv.slice(2)));
  if (options.importModule) setModuleImporter(options.importModule);
  process.exitCode = await runCli(process.argv.slice(2), processIo());
  // A write error on stdout may only surface once the last chunk is flushed: wait for it, so it is reported.
  await new Promise<void>((flushed) => process.stdout.write('', () => flushed()));
}
