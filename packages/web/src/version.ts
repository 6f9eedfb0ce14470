declare const __ROCKTUNE_VERSION__: string | undefined;

/** rocktune's version (the CLI's package.json), injected by vite.config.ts; `dev` in component tests. */
export const ROCKTUNE_VERSION: string = typeof __ROCKTUNE_VERSION__ === 'string' ? __ROCKTUNE_VERSION__ : 'dev';
