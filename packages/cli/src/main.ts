#!/usr/bin/env node
import process from 'node:process';
import { processIo } from './cli-kit/io.js';
import { runCli } from './run.js';

process.exitCode = await runCli(process.argv.slice(2), processIo());
// A write error on stdout may only surface once the last chunk is flushed: wait for it, so it is reported.
await new Promise<void>((flushed) => process.stdout.write('', () => flushed()));
