// Before the engine starts: memtables that cannot fit in the host's memory are refused (rules.md R23), counted
// by the calculator exactly as lint and generate count them, for the file as the engine will load it.
import { defaultMemorySettings, fileMemtableBytes } from '@rocktune/calculator';
import { totalmem } from 'node:os';

import type { EngineId } from './addon-path.js';
import { EngineError } from './errors.js';
import { engineProfile } from './profile.js';

export function assertMemtablesFit(text: string, engine: EngineId, hostBytes = totalmem()): void {
  const { bytes, columnFamilies } = fileMemtableBytes(text, defaultMemorySettings(engineProfile(engine)));
  if (bytes <= BigInt(hostBytes)) return;
  throw new EngineError(
    'ENGINE_MEMORY_EXCEEDED',
    `memtables need ${bytes} bytes (write_buffer_size x max_write_buffer_number over ${columnFamilies} column families), more than the host's ${hostBytes} bytes of memory`,
  );
}
