// Tests import workspace packages from their TypeScript sources ("rocktune-source" export condition), so they never
// depend on a stale build: the root, web and e2e vitest configs all resolve them so.
export const FROM_SOURCES = {
  resolve: { conditions: ['rocktune-source'] },
  ssr: { resolve: { conditions: ['rocktune-source'] } },
};
