// vitest's globalSetup for the e2e run: one Chromium for every spec (a launch costs seconds on a loaded 2-core host),
// each spec's sessions in fresh contexts of it (harness.ts openBrowser); closed when the run ends.
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS, SHARED_CHROMIUM } from './harness.js';

export default async function startChromium(): Promise<() => Promise<void>> {
  const server = await chromium.launchServer({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS, timeout: 30_000 });
  process.env[SHARED_CHROMIUM] = server.wsEndpoint();
  return () => server.close();
}
