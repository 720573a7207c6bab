// The back office on the screens staff have: every page each role can open, at 390 (a phone), 800, 1024, 1280 and 1366 px, scrolls no
// sideways and sets no text squeezed into a column. Lists beside their forms used to leave names two characters a
// line below 1280 px, and tables in panels pushed the page sideways.
import { expect, test } from '@playwright/test';
import { DEMO } from './helpers.ts';
import { STAFF } from './admin-helpers.ts';
import { listPageRoutes, pagePath } from '../helpers/page-routes.ts';
import { squeezedText } from './layout.ts';

const WIDTHS = [390, 800, 1024, 1280, 1366];

test.describe.configure({ mode: 'parallel' });
for (const who of Object.values(STAFF)) {
  test(`the back office fits 390 to 1366 px screens for the ${who}`, async ({ browser }) => {
    test.setTimeout(300_000);
    const page = await browser.newPage({ viewport: { width: WIDTHS[0]!, height: 800 } });
    await page.route(/\.(svg|png|jpe?g|webp|woff2?)(\?|$)/, (r) => r.abort());
    const signedIn = await page.request.post('/api/admin/login', { data: { login: who, password: DEMO.password } });
    expect((await signedIn.json()).status).toBe(200);
    const paths = listPageRoutes()
      .filter((r) => r.pattern.startsWith('/admin') && r.pattern !== '/admin/login')
      .map((r) => pagePath(r, {}));
    let shown = 0;
    const problems: string[] = [];
    for (const path of paths) {
      await page.setViewportSize({ width: WIDTHS[0]!, height: 800 });
      const res = await page.goto(path, { waitUntil: 'domcontentloaded' });
      expect(res!.status(), path).toBeLessThan(500);
      if (res!.status() === 403) continue; // not this role's page
      expect(res!.status(), path).toBe(200);
      shown++;
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        const [scroll, inner] = await page.evaluate(() => [document.documentElement.scrollWidth, innerWidth]);
        if (scroll > inner) problems.push(`${path} at ${width} px: the page is ${scroll} px wide`);
        for (const squeezed of await page.evaluate(squeezedText)) problems.push(`${path} at ${width} px: ${squeezed}`);
      }
    }
    expect(shown, 'pages this role can open').toBeGreaterThan(2);
    expect(problems).toEqual([]);
    await page.close();
  });
}
