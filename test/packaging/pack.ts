// npm test's packing step (scripts/test.sh): `npm pack` of the published packages into the directory given, before
// the packaging tests (which find it in ROCKTUNE_PACKED) and the e2e suite run side by side. Packing runs on its own
// because the prepack scripts rewrite dist/ in place, which everything else reads.
import { packAll } from './packed.js';

const [dest] = process.argv.slice(2);
if (dest === undefined) {
  console.error('usage: tsx test/packaging/pack.ts DIR');
  process.exit(2);
}
await packAll(dest);
