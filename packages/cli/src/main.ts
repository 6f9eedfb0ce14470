#!/usr/bin/env node
import process from 'node:process';
import { processIo } from './cli-kit/io.js';
import { runCli } from './run.js';

process.exitCode = await runCli(process.argv.slice(2), processIo());
