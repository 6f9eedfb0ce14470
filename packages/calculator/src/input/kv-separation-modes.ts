import type { KvSeparationMode } from './schema.js';

/** What the kvSeparation input takes (rules.md X-kv-auto): values in blob files or VLogs, inline, or by value size. */
export const KV_SEPARATION_MODES = ['auto', 'on', 'off'] as const satisfies readonly KvSeparationMode[];
