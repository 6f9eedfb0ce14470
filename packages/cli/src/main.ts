#!/usr/bin/env node
import { main } from './cli-entry.js';

await main();
