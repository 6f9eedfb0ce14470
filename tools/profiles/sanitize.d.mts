export interface Clip {
  min: number;
  max?: number;
}
export interface BulkLoad {
  level0Trigger: number;
  maxCompactionBytes: string;
}
export function functionBody(text: string, signature: string): string | undefined;
export function sanitizeClips(body: string): { write_buffer_size: Clip; max_write_buffer_number: Clip };
export function bulkLoadValues(body: string): BulkLoad;
export function readSanitizing(
  repo: string,
  ref: string,
): { clips: { write_buffer_size: Clip; max_write_buffer_number: Clip }; bulkLoad: BulkLoad };
