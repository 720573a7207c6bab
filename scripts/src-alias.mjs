// Node scripts that load src/ modules import this first: it teaches Node the `~/` alias (scripts/build/alias.mjs)
// that the build and the tests get from Vite. It must be evaluated before any src/ module is resolved, so those
// are imported dynamically (or from modules loaded after this one).
import module from 'node:module';
import { pathToFileURL } from 'node:url';
import { SRC_DIR } from './build/alias.mjs';

const base = pathToFileURL(SRC_DIR + '/').href;

const installed = Symbol.for('qili.src-alias');
if (!globalThis[installed]) {
  globalThis[installed] = true;
  module.registerHooks({
    resolve(specifier, context, next) {
      return next(specifier.startsWith('~/') ? new URL(specifier.slice(2), base).href : specifier, context);
    },
  });
}
