// The one import alias: `~/x` is `src/x` (e.g. `import { zId } from '~/lib/shared/contracts/fields.ts'`), the same
// for the build (astro.config.mjs), the tests (vitest.config.ts), the Node scripts (scripts/src-alias.mjs) and the
// editor (tsconfig.json "paths", which Playwright reads too).
import { fileURLToPath } from 'node:url';

export const SRC_DIR = fileURLToPath(new URL('../../src', import.meta.url));

/** For Vite's `resolve.alias`. */
export const srcAlias = { '~': SRC_DIR };
