import { engineLabel } from '@rocktune/calculator';
import type { CheckResult } from '@rocktune/rocksdb-addon';

import type { JsonFailure } from '../cli-kit/json-failure.js';

/**
 * Why the check refused the file (undefined when it did not), as one line and its stable code: ENGINE_LINT_REFUSED
 * when lint found an error and the engine never started ("FILE:LINE:COL [section] message"), else
 * ENGINE_OPTIONS_REJECTED with the engine's own status and the line it points at.
 */
export function checkRefusal(c: CheckResult, source: string): JsonFailure['error'] | undefined {
  if (c.ok) return undefined;
  const who = engineLabel(c.engine);
  const f = c.stage === 'lint' ? c.findings.find((x) => x.severity === 'error') : undefined;
  if (f) {
    const where = `${source}:${f.line}:${f.column}${f.section ? ` [${f.section}]` : ''}`;
    return { code: 'ENGINE_LINT_REFUSED', message: `${where}: ${f.message} (lint rule ${f.ruleId}; ${who} was not started)` };
  }
  const at = c.line !== undefined ? ` (${source}:${c.line}: ${c.lineText ?? ''})` : '';
  return { code: 'ENGINE_OPTIONS_REJECTED', message: `${who} rejected the file: ${c.rocksdbStatus}${at}` };
}
