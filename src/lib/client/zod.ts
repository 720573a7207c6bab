// The browser's zod (astro.config.mjs aliases 'zod' here for the client build only): zod 4 compiles object parsers
// with `new Function`, and even its probe for that (caught when it fails) is reported as a CSP violation under the
// store's script-src without 'unsafe-eval'. jitless must be set before any schema is built: modules importing
// 'zod' get this one, whose body runs before theirs.
import { z } from 'zod/v4';

z.config({ jitless: true });

export * from 'zod/v4';
export { z, z as default };
