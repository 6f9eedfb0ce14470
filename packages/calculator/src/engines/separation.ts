import { parseRocksBool } from './values.js';

/**
 * Values live outside the LSM: integrated BlobDB (enable_blob_files=true) or TRocksDB's VLog (a ring activation
 * level set). `get` returns an option's text as the file states it, undefined when absent.
 */
export function fileSeparatesValues(get: (name: string) => string | undefined): boolean {
  const blob = parseRocksBool(get('enable_blob_files')?.trim() ?? '');
  const rings = get('vlogring_activation_level');
  return (blob.ok && blob.value === true) || (rings !== undefined && rings.trim() !== '');
}
