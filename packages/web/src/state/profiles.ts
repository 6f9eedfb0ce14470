import { everyProfileRegistered, registerProfiles, type StoredProfile } from '@rocktune/calculator';
import { useEffect, useState } from 'react';

declare const __ROCKTUNE_PROFILES_SCRIPT__: string | undefined;
declare global {
  /** Set by the lazy profiles script (vite.profiles.config.ts): every profile and the lint engine. */
  var rocktuneEveryProfile: ({ PROFILES: readonly StoredProfile[] } & typeof import('../features/lint/lint-engine.js')) | undefined;
}

let loading: Promise<void> | undefined;

/**
 * Registers every engine profile. The built page ships the linked engine's and TRocksDB's in its script and loads
 * the rest from a second classic script (it works from file://); in dev and in tests every profile is there already.
 */
export function loadEveryProfile(): Promise<void> {
  if (everyProfileRegistered() || typeof __ROCKTUNE_PROFILES_SCRIPT__ !== 'string') return Promise.resolve();
  loading ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = __ROCKTUNE_PROFILES_SCRIPT__;
    script.onload = () => {
      const lazy = globalThis.rocktuneEveryProfile;
      if (!lazy) return reject(new Error(`${__ROCKTUNE_PROFILES_SCRIPT__} did not define rocktuneEveryProfile`));
      registerProfiles(lazy.PROFILES);
      resolve();
    };
    script.onerror = () => {
      loading = undefined;
      reject(new Error(`could not load ${__ROCKTUNE_PROFILES_SCRIPT__}`));
    };
    document.head.append(script);
  });
  return loading;
}

/**
 * A link that names an engine version or carries a file to lint needs every profile before it is read (with the
 * first screen's only, rocksdb@9.11.2 would resolve to the nearest line below it that is loaded).
 */
export function linkNeedsEveryProfile(hash: string, params: readonly string[]): boolean {
  const names = new Set(
    hash
      .replace(/^#/, '')
      .split('&')
      .map((pair) => decodeURIComponent(pair.split('=')[0] ?? '')),
  );
  return params.some((p) => names.has(p));
}

/** true once every profile is registered; starts the load after the first paint. Components that list versions use it. */
export function useEveryProfile(): boolean {
  const [ready, setReady] = useState(everyProfileRegistered);
  useEffect(() => {
    if (ready) return;
    let live = true;
    loadEveryProfile().then(
      () => live && setReady(true),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [ready]);
  return ready;
}
