#!/usr/bin/env node
// npm pack's helper (prepack / postpack of the published packages): copies files from elsewhere in the repository into
// the package being packed, and removes them afterwards, so each tarball carries them while the repository keeps one
// copy (the root LICENSE, the built calculator page inside `rocktune`).
//   node ../../scripts/pack-files.mjs FROM=TO...     (paths relative to the package; FROM must exist)
//   node ../../scripts/pack-files.mjs --remove TO...
import { cpSync, existsSync, rmSync } from 'node:fs';

const [first, ...rest] = process.argv.slice(2);
if (first === '--remove') {
  for (const path of rest) rmSync(path, { recursive: true, force: true });
} else {
  for (const pair of [first, ...rest]) {
    const [from, to] = pair.split('=');
    if (!from || !to || !existsSync(from)) {
      console.error(`pack-files: ${from} is missing (run \`npm run build\` first)`);
      process.exit(1);
    }
    rmSync(to, { recursive: true, force: true });
    cpSync(from, to, { recursive: true });
  }
}
