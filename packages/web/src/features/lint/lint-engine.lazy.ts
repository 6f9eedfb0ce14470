// The built page's lint engine: the one the lazy profiles script brings (src/every-profile-script.ts).
import type * as Engine from './lint-engine.js';

function engine(): typeof Engine {
  const lazy = globalThis.rocktuneEveryProfile;
  if (!lazy) throw new Error('the lint engine arrives with the profiles script: wait for useEveryProfile()');
  return lazy;
}

export const lintOptionsText: typeof Engine.lintOptionsText = (...args) => engine().lintOptionsText(...args);
export const fixOptionsText: typeof Engine.fixOptionsText = (...args) => engine().fixOptionsText(...args);
export const ruleMetas: typeof Engine.ruleMetas = (...args) => engine().ruleMetas(...args);
