// vitest's globalSetup (vitest.config.ts): one seed for the whole run, chosen before the workers start so every test
// file draws from it, and printed so a failing sample can be drawn again (ROCKTUNE_TEST_SEED=N).
import { randomInt } from 'node:crypto';

export default function chooseSeed(): void {
  process.env.ROCKTUNE_TEST_SEED ??= String(randomInt(1, 2 ** 31));
  const scope = process.env.ROCKTUNE_TEST_FULL === '1' ? 'every case (ROCKTUNE_TEST_FULL=1)' : 'sampled sweeps';
  console.log(
    `test: seed ${process.env.ROCKTUNE_TEST_SEED}, ${scope}; ROCKTUNE_TEST_SEED=${process.env.ROCKTUNE_TEST_SEED} draws the same samples`,
  );
}
