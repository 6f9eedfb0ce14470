import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const FIXTURE_DIR = fileURLToPath(new URL('../../../../fixtures/options-files/', import.meta.url));

export function optionsFixtureNames(): string[] {
  return readdirSync(FIXTURE_DIR)
    .filter((name) => name.endsWith('.OPTIONS'))
    .sort();
}

export function readOptionsFixture(name: string): string {
  return readFileSync(FIXTURE_DIR + name, 'utf8');
}
