// The `~/` alias (scripts/build/alias.mjs): the rewrite the coordinator runs over the tree, and Node scripts
// loading src/ modules that use it.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { rewriteImports } from '../../scripts/rewrite-imports.mjs';
import { formatPrice } from '~/lib/shared/money.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const at = (p: string) => path.join(ROOT, p);

describe('scripts/rewrite-imports.mjs', () => {
  const page = [
    "import A from '../layouts/AccountLayout.astro';",
    "import { x } from './local.ts';",
    "export { y } from '../lib/shared/money.ts';",
    "import '../styles/orders.css';",
    'const m = await import("../lib/server/db/index.ts");',
    "const s = '../not/an/import.ts';",
  ].join('\n');

  it('writes climbing imports into src/ as ~/, leaves same-folder imports and other strings', () => {
    expect(rewriteImports(page, at('src/pages/asRecord.astro'))).toBe(
      [
        "import A from '~/layouts/AccountLayout.astro';",
        "import { x } from './local.ts';",
        "export { y } from '~/lib/shared/money.ts';",
        "import '~/styles/orders.css';",
        'const m = await import("~/lib/server/db/index.ts");',
        "const s = '../not/an/import.ts';",
      ].join('\n'),
    );
  });

  it('is idempotent, and leaves imports that land outside src/', () => {
    const once = rewriteImports(page, at('src/pages/asRecord.astro'));
    expect(rewriteImports(once, at('src/pages/asRecord.astro'))).toBe(once);
    const test =
      "import { pg } from '../helpers/pg.ts';\nimport { b } from '~/lib/shared/money.ts';\nimport c from '../../scripts/test-plan.mjs';";
    expect(rewriteImports(test, at('tests/api/x.test.ts'))).toBe(
      "import { pg } from '../helpers/pg.ts';\nimport { b } from '~/lib/shared/money.ts';\nimport c from '../../scripts/test-plan.mjs';",
    );
  });
});

describe('the ~/ alias', () => {
  it('resolves in the tests (vitest.config.ts)', () => {
    expect(formatPrice(12345)).toMatch(/^¥123\.45$/);
  });

  it('resolves in Node scripts once scripts/src-alias.mjs is loaded', () => {
    const node = at('node_modules/.bin/node');
    const code =
      "await import('./scripts/src-alias.mjs'); const m = await import('~/lib/shared/money.ts'); console.log(typeof m.formatPrice);";
    const r = spawnSync(node, ['--input-type=module', '-e', code], { cwd: ROOT, encoding: 'utf8' });
    expect(r.stderr).not.toMatch(/Error/);
    expect(r.stdout.trim()).toBe('function');
  });
});
