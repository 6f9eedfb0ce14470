/**
 * The guide's example E1 as generate's flags: 48 threads, 128 GB DRAM, 8e9 keys, 80,000 open files (key and value
 * sizes are the defaults, 20 and 800 B). Tests add the flags they vary.
 */
export const GUIDE_FLAGS: readonly string[] = ['--threads', '48', '--dram', '128GB', '--keys', '8e9', '--open-files', '80000'];
