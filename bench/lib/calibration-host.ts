// The host budget the calibration figures size for (this 2-core, 24 GB machine with 1,000 open files); each
// figure's database is its own.
export const CALIBRATION_HOST = { cpuThreads: 2, dramBytes: '24GB', openFiles: 1000 } as const;
