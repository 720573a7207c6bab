// One rule, one place: each of these rules has exactly one definition in src/. The test reads the source as text
// and fails when a second definition appears, naming the file, so the new code calls the one that exists.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const SOURCE = /\.(ts|tsx|astro|mjs)$/;

function walk(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    return e.isDirectory() ? walk(p) : SOURCE.test(e.name) ? [p] : [];
  });
}

const files = [...walk(path.join(root, 'src')), ...walk(path.join(root, 'scripts'))].map((p) => ({
  file: path.relative(root, p).split(path.sep).join('/'),
  text: fs.readFileSync(p, 'utf8'),
}));

/** Files (other than the allowed ones) whose text matches the pattern. */
function definedOutside(pattern: RegExp, allowed: string[]): string[] {
  return files.filter((f) => !allowed.includes(f.file) && pattern.test(f.text)).map((f) => f.file);
}

describe('one definition per rule', () => {
  it('reads the source tree', () => {
    expect(files.length).toBeGreaterThan(300);
    expect(files.some((f) => f.file === 'src/lib/server/db/lock.ts')).toBe(true);
  });

  it('one owner per table: every table is written (insert, update, delete) by one domain folder of src/lib/server', async () => {
    const schema = await import('~/lib/server/db/schema/index.ts');
    const { getTableName, isTable } = await import('drizzle-orm');
    const tables = Object.entries(schema)
      .filter(([, v]) => isTable(v))
      .map(([name, v]) => ({ name, sql: getTableName(v as never) }));
    expect(tables.length).toBeGreaterThan(30);
    const writers = new Map<string, Set<string>>();
    for (const f of files) {
      // The seed writes demo rows of every table at first start; it is not a domain.
      if (!f.file.startsWith('src/lib/server/') || f.file.startsWith('src/lib/server/seed/')) continue;
      const domain = f.file.split('/')[3]!.replace(/\.ts$/, '');
      for (const m of f.text.matchAll(/\.(?:insert|update|delete)\(\s*(\w+)\s*\)/g)) {
        if (!tables.some((t) => t.name === m[1])) continue;
        if (!writers.has(m[1]!)) writers.set(m[1]!, new Set());
        writers.get(m[1]!)!.add(domain);
      }
    }
    const shared = [...writers].filter(([, d]) => d.size > 1).map(([t, d]) => `${t}: ${[...d].join(', ')}`);
    expect(shared).toEqual([]);
    // The stateful tables' states are written by the engine alone (their domain declares the machine).
    expect(writers.get('stateTransitions')).toEqual(new Set(['state']));
  }, 60_000);

  it('advisory locks: only src/lib/server/db/lock.ts takes them or hashes a key', () => {
    expect(definedOutside(/pg_(try_)?advisory|hashtext/, ['src/lib/server/db/lock.ts'])).toEqual([]);
  });

  it('PostgreSQL error codes: only src/lib/server/db/errors.ts reads them', () => {
    expect(definedOutside(/['"](23505|23503|23514|40001|40P01|55P03)['"]/, ['src/lib/server/db/errors.ts'])).toEqual([]);
    expect(definedOutside(/\.cause\b[^\n]*\.code\b|\.code\b[^\n]*\.cause\b/, ['src/lib/server/db/errors.ts'])).toEqual([]);
  });

  it('a keyed submission made once: only src/lib/server/db/idempotent.ts answers a repeat (onceByKey)', () => {
    // The lookup by key before writing and again after the write lost the key's unique index: one rule for orders,
    // 申请售后 and the cart's add, called, never written again beside a domain's write.
    const keyed = files.filter((f) => f.text.includes('idempotencyKey') && /isUniqueViolation/.test(f.text)).map((f) => f.file);
    expect(keyed.filter((f) => f !== 'src/lib/server/db/idempotent.ts')).toEqual([]);
    expect(definedOutside(/idempotencyKeySchema = /, ['src/lib/shared/contracts/fields.ts'])).toEqual([]);
  });

  it('API calls from the browser go through the one client (src/lib/client/api.ts, admin-api.ts), never a raw fetch', () => {
    // A raw fetch showed the browser's own words (Failed to fetch) for a lost network and skipped the 401 rules.
    const browser = files.filter((f) => /^src\/(islands|components|lib\/client)\//.test(f.file));
    expect(browser.filter((f) => /\bfetch\(\s*['"`]\/api\//.test(f.text)).map((f) => f.file)).toEqual([]);
  });

  it('custom goods (types 2 and 3): only src/lib/shared/goods-types.ts says which types they are', () => {
    const twoOrThree = /(ype(Id)?|\bt)\s*===\s*[23]\s*\|\||\bin\s*\(\s*2\s*,\s*3\s*\)|\[\s*2\s*,\s*3\s*\]/;
    expect(definedOutside(twoOrThree, ['src/lib/shared/goods-types.ts'])).toEqual([]);
    // Goods-type tags and the card-price rule live beside it too.
    expect(definedOutside(/['"]定制['"][\s\S]{0,80}['"]标品['"]/, ['src/lib/shared/goods-types.ts'])).toEqual([]);
  });

  it('China time (UTC+8): only src/lib/shared/time.ts knows the offset', () => {
    expect(definedOutside(/\b8\s*\*\s*(3600|60\s*\*\s*60)/, ['src/lib/shared/time.ts'])).toEqual([]);
    expect(definedOutside(/\+08:00/, ['src/lib/shared/time.ts'])).toEqual([]);
  });

  it("uploads: the browser's accept lists, size checks and hints read src/lib/shared/upload-rules.ts", () => {
    const browser = /^src\/(islands|components|pages|lib\/client)\//;
    // The catalogue import's own files (ImportRunner) have their own rule, on the server's import side.
    const own = files.filter((f) => browser.test(f.file) && !f.file.endsWith('ImportRunner.tsx'));
    const sizes = own.filter((f) => /\d\s*\*\s*1024\s*\*\s*1024/.test(f.text)).map((f) => f.file);
    const types = own.filter((f) => /accept="[^"{]*(image\/|application\/pdf|\.pdf)/.test(f.text)).map((f) => f.file);
    expect({ sizes, types }).toEqual({ sizes: [], types: [] });
  });

  it('the main account: only src/lib/shared/permissions.ts reads parentId to tell it (isMainAccount)', () => {
    expect(definedOutside(/parentId\s*[!=]==?\s*null/, ['src/lib/shared/permissions.ts'])).toEqual([]);
  });

  it('messages said in many places are written once', () => {
    expect(definedOutside(/['"`]请先登录['"`]/, ['src/lib/shared/messages.ts'])).toEqual([]);
    expect(definedOutside(/请填写驳回原因/, ['src/lib/server/http.ts'])).toEqual([]);
    // (the /myOrder tab of that name groups two states: orders/state.ts STATE_TABS)
    expect(
      definedOutside(/['"`]待报价['"`]/, ['src/lib/shared/pricing.ts', 'src/lib/shared/labels.ts', 'src/lib/server/orders/state.ts']),
    ).toEqual([]);
    expect(definedOutside(/当前账号身份不能下单采购/, ['src/lib/shared/permissions.ts'])).toEqual([]);
    expect(definedOutside(/网络异常！|请求超时，请稍后重试/, ['src/lib/shared/messages.ts'])).toEqual([]);
  });

  it('money as text: only src/lib/shared/money.ts (shown) and yuan.ts (a yuan input) turn fen into yuan text', () => {
    expect(definedOutside(/\/\s*100\s*\)\.toFixed\(/, ['src/lib/shared/money.ts', 'src/lib/shared/yuan.ts'])).toEqual([]);
  });

  it("a held coupon's validity: only src/lib/server/activities/coupons.ts compares it with the time", () => {
    // One boundary for listing, settlement and use (a coupon is still valid at its last instant).
    expect(definedOutside(/\b(gt|gte|lt|lte)\(\s*userCoupons\.valid(From|Until)\b/, ['src/lib/server/activities/coupons.ts'])).toEqual([]);
  });

  it("a day shown is China's: only time.ts cuts a time to its day (an ISO time cut to 10 characters is UTC's day)", () => {
    const allowed = [
      'src/lib/shared/time.ts',
      'src/lib/server/activities/clock.ts', // day arithmetic on China days chinaIso gave
      'src/lib/shared/account-lists.ts', // a typed YYYY-MM-DD checked for a real date
      'scripts/bench/signed-in.mjs',
    ];
    expect(definedOutside(/\.slice\(0,\s*10\)/, allowed)).toEqual([]);
  });

  it('a typed day is read by one rule: time.ts isCalendarDay (through fields.ts zDay in schemas)', () => {
    // The YYYY-MM-DD pattern alone (or with Date.parse, which takes 2026-02-30) lets a day the calendar lacks through.
    expect(definedOutside(/\\d\{4\}-\\d\{2\}-\\d\{2\}\$/, ['src/lib/shared/time.ts'])).toEqual([]);
  });

  it('state, type and method names: one label table per enum, all in src/lib/shared/labels.ts', () => {
    const labels = ['src/lib/shared/labels.ts'];
    // A table keyed by a record's states (or a list of [state, name] pairs) naming them in a short Chinese word.
    const stateTable =
      /\b(quoting|unpaid|confirming|unshipped|submitted|returning|pending|requested|issued|reserved|ordered|open|complete|refund)['"]?\s*[:,]\s*['"][\u4e00-\u9fa5]{1,8}['"]/;
    expect(definedOutside(stateTable, labels)).toEqual([]);
    const invoiceName = /['"`](增值税)?(普通|专用)发票['"`]|['"`]不开发票['"`]/;
    expect(definedOutside(invoiceName, labels)).toEqual([]);
    const aftersaleType = /['"`](仅退款|退货退款)['"`]/;
    expect(definedOutside(aftersaleType, labels)).toEqual([]);
    expect(definedOutside(/\b(bank|wechat)['"]?\s*:\s*['"](对公转账|微信支付)/, labels)).toEqual([]);
    const companyStatus = /['"`](审核中|已认证|未通过)['"`]/;
    expect(definedOutside(companyStatus, labels)).toEqual([]);
    // Who made a timeline entry, as a buyer reads it (actorShown): the order and after-sales pages said it two ways.
    expect(definedOutside(/actorType === ['"]user['"]\s*\?/, labels)).toEqual([]);
  });

  it('states: only the engine (src/lib/server/state/engine.ts) changes the state of a record that has a machine', () => {
    const machineTables = 'orders|quotes|payments|aftersales|invoices|companies|groupTeams|groupMembers|seckillReservations';
    const stateWrite = new RegExp(`\\.update\\(\\s*(${machineTables})\\s*\\)\\s*\\.set\\(\\s*\\{[^}]*\\b(state|status)\\s*:`);
    // The seed writes demo history at first start (orders already refunded or in after-sales); it is not a domain.
    const seeds = files.filter((f) => f.file.startsWith('src/lib/server/seed/')).map((f) => f.file);
    expect(definedOutside(stateWrite, ['src/lib/server/state/engine.ts', ...seeds])).toEqual([]);
  });

  it('the request pipeline: security headers, the API envelope fallback and the visitor cache each have one step', () => {
    expect(definedOutside(/X-Frame-Options|Strict-Transport-Security|Permissions-Policy/i, ['src/lib/server/pipeline/headers.ts'])).toEqual(
      [],
    );
    expect(definedOutside(/['"]接口不存在['"]/, ['src/lib/server/pipeline/envelope.ts'])).toEqual([]);
    expect(
      definedOutside(/\b(cachedPage|renderOnce|visitorPageKey)\(/, ['src/lib/server/page-cache.ts', 'src/lib/server/pipeline/cache.ts']),
    ).toEqual([]);
    expect(definedOutside(/defineMiddleware|\bsequence\(/, ['src/middleware.ts'])).toEqual([]);
  });

  it('the node adapter: nothing reaches into its code, and one server entry uses its public handler', () => {
    expect(definedOutside(/@astrojs.{0,6}node.{0,6}dist/, [])).toEqual([]);
    expect(definedOutside(/@astrojs\/node\/server/, ['src/lib/server/http-server.ts', 'scripts/build/store-server.mjs'])).toEqual([]);
    expect(definedOutside(/\bhttp\.createServer\(/, ['src/lib/server/http-server.ts'])).toEqual([]);
  });

  it("an input's length limit is a named rule the schema also reads, never a number written on the input", () => {
    const browser = /^src\/(islands|components|pages|layouts)\//;
    const literal = /maxlength\s*=\s*(\{\s*)?['"`]?\d/i;
    expect(files.filter((f) => browser.test(f.file) && literal.test(f.text)).map((f) => f.file)).toEqual([]);
  });

  it("a look is defined in the stylesheets (src/styles, a component's <style>), never on an element", () => {
    // The CSP's style-src is hashed, without 'unsafe-inline': a style attribute (style="…", React's style={{…}}, which
    // renders one) is refused and logged on every load, as the category tree's indent was. A class does it instead.
    const browser = /^src\/(islands|components|pages|layouts|lib\/client)\//;
    const inline = /\sstyle\s*=\s*[{"'`]|setAttribute\(\s*['"`]style['"`]/;
    expect(files.filter((f) => browser.test(f.file) && inline.test(f.text)).map((f) => f.file)).toEqual([]);
  });

  it("a question asks in the store's 提示 dialog (useConfirm, askConfirm in lib/client/dom-dialog.ts), never the browser's box", () => {
    // The browser's confirm/alert/prompt is headed by the site's address, in the browser's language, and blocks the page.
    const browser = /^src\/(islands|components|pages|layouts|lib\/client)\//;
    const native = /(^|[^.\w])(window\.)?(confirm|alert|prompt)\(/m;
    expect(files.filter((f) => browser.test(f.file) && native.test(f.text)).map((f) => f.file)).toEqual([]);
  });

  it('a page count: only pageCount in src/lib/shared/paging.ts divides a total by the page size', async () => {
    expect(definedOutside(/Math\.ceil\(\s*[\w.]*total\s*\/|Math\.max\(\s*1\s*,\s*Math\.ceil\(/i, ['src/lib/shared/paging.ts'])).toEqual([]);
    const { pageCount } = await import('~/lib/shared/paging.ts');
    expect([pageCount(0, 10), pageCount(10, 10), pageCount(11, 10)]).toEqual([1, 1, 2]);
  });

  it('the sign-in link with its way back: loginUrl in src/lib/shared/links.ts', async () => {
    expect(definedOutside(/\?redirect=(\$\{|[`'"])|['"`]\/(admin\/)?login\?redirect=/, ['src/lib/shared/links.ts'])).toEqual([]);
    const { loginUrl } = await import('~/lib/shared/links.ts');
    expect(loginUrl('/cart/shoppingCart')).toBe('/login?redirect=%2Fcart%2FshoppingCart');
    expect(loginUrl('/myOrder?page=2&x=名片', '/admin/login')).toBe('/admin/login?redirect=%2FmyOrder%3Fpage%3D2%26x%3D%E5%90%8D%E7%89%87');
  });

  it("the platform's name and tagline: the site settings' (staff rename them), composed into titles by src/lib/shared/title.ts", async () => {
    // Only the defaults (storefront/site.ts, title.ts), the seed and the API's description may spell them.
    const defaults = ['src/lib/server/storefront/site.ts', 'src/lib/shared/title.ts', 'src/lib/server/openapi.ts'];
    const seed = /^src\/lib\/server\/seed\//;
    expect(files.filter((f) => !seed.test(f.file) && !defaults.includes(f.file) && /启力印象/.test(f.text)).map((f) => f.file)).toEqual([]);
    expect(definedOutside(/企业印刷品一站式数字化采购平台/, ['src/lib/shared/title.ts']).filter((f) => !seed.test(f))).toEqual([]);
    const { adminTitle, documentTitle } = await import('~/lib/shared/title.ts');
    const site = { name: '印立方', tagline: '企业印品集采平台' };
    expect([documentTitle('购物车', site), documentTitle(undefined, site), documentTitle('', site)]).toEqual([
      '购物车 - 印立方',
      '企业印品集采平台',
      '企业印品集采平台',
    ]);
    expect(adminTitle('订单', site.name)).toBe('订单 - 印立方管理后台');
  });
  it("the personal centre's page names: only src/lib/shared/account-pages.ts writes them (the menu, the headings, the limit refusals)", async () => {
    const { ACCOUNT_PAGES } = await import('~/lib/shared/account-pages.ts');
    const { MENU } = await import('~/lib/server/account/menu.ts');
    const limits = await import('~/lib/shared/account-limits.ts');
    const home = 'src/lib/shared/account-pages.ts';
    const written = (label: string) => new RegExp(`['"\`>]\\s*${label}\\s*['"\`<]`);
    // The menu and the limits write no page name of their own.
    for (const { label } of Object.values(ACCOUNT_PAGES)) {
      expect(
        definedOutside(written(label), [home]).filter(
          (f) => f === 'src/lib/server/account/menu.ts' || f === 'src/lib/shared/account-limits.ts',
        ),
      ).toEqual([]);
    }
    // The pages a limit refusal sends a buyer to are named in one place: the menu, their headings, the refusals and links.
    for (const page of [ACCOUNT_PAGES.address, ACCOUNT_PAGES.childAcc, ACCOUNT_PAGES.invoiceAdmin]) {
      expect(definedOutside(written(page.label), [home]), page.label).toEqual([]);
      expect(MENU).toContainEqual(page);
    }
    expect(limits.ADDRESS_LIMIT_REFUSAL).toContain(`“${ACCOUNT_PAGES.address.label}”`);
    expect(limits.SUB_ACCOUNT_LIMIT_REFUSAL).toContain(`“${ACCOUNT_PAGES.childAcc.label}”`);
    expect(limits.INVOICE_TITLE_LIMIT_REFUSAL).toContain(`“${ACCOUNT_PAGES.invoiceAdmin.label}”`);
  });
});
