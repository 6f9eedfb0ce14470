# Sourced by the scripts: npm, minus the warning it prints on every call about this machine's
# `nodedir` setting in ~/.npmrc (harmless; node-gyp uses it for the local Node headers).
npm_quiet() { npm "$@" 2> >(grep -v 'Unknown user config "nodedir"' >&2); }
