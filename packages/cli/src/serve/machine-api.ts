import type { ServerResponse } from 'node:http';
import type { HostReadings } from '../hardware/detect.js';
import { hostDefaults } from '../hardware/host-defaults.js';
import { sendJson } from './http.js';

/** `GET /api/machine`: this host's CPU threads, DRAM and open-file budget, detected as `generate` does. */
export function sendMachine(res: ServerResponse, readings: () => HostReadings): void {
  sendJson(res, 200, hostDefaults(readings()));
}
