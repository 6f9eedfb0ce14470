import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { FIXTURES_DIR } from '../../calculator/test/fixtures.js';
import { runInProcess } from './harness.js';

// The official OASIS SARIF 2.1.0 (rtm.5) schema (JSON Schema draft-04), as shipped by Microsoft's SARIF test matchers.
const require = createRequire(import.meta.url);
// ajv-draft-04 is CommonJS: require gives its class directly under every module loader.
type Validator = ((data: unknown) => boolean) & { errors?: unknown[] | null };
const Ajv = require('ajv-draft-04') as new (options: Record<string, unknown>) => { compile(schema: unknown): Validator };
const schema = JSON.parse(readFileSync(require.resolve('@microsoft/jest-sarif/lib/schemas/sarif-2.1.0-rtm.5.json'), 'utf8'));
// unicodeRegExp off: the schema's `language` pattern is not a valid regular expression under the u flag.
const validate = new Ajv({ strict: false, allErrors: true, unicodeRegExp: false }).compile(schema);

const CORPUS = `${FIXTURES_DIR}options-files`;

describe('rocktune lint --format sarif', () => {
  it('validates against the SARIF 2.1.0 schema for the whole fixture corpus', async () => {
    const files = readdirSync(CORPUS)
      .filter((f) => f.endsWith('.OPTIONS'))
      .map((f) => `${CORPUS}/${f}`);
    const r = await runInProcess(['lint', '--format', 'sarif', ...files]);
    const log = JSON.parse(r.stdout);
    const ok = validate(log);
    expect(validate.errors ?? []).toEqual([]);
    expect(ok).toBe(true);
    expect(log.runs[0].results.length).toBeGreaterThan(10);
  });

  it('the schema check is not vacuous: a result without a message is rejected', () => {
    const broken = { version: '2.1.0', runs: [{ tool: { driver: { name: 'rocktune' } }, results: [{ ruleId: 'x' }] }] };
    expect(validate(broken)).toBe(false);
  });
});
