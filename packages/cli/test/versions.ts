import { DEFAULT_TARGET, getEngineProfile } from '@rocktune/calculator';

/** The version the engine under test reports, read from the headers it was built against (not from the addon). */
export { LINKED_VERSION } from '../../../native/rocksdb-addon/test/linked-version.js';

/** What a file written for the default target declares in [Version]. */
export const DEFAULT_VERSION = getEngineProfile(DEFAULT_TARGET).version;
