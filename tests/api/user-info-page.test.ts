// /userInfo as plain markup (components/account/UserInfoFacts.astro): the facts rendered on the server with no React
// island (the island was a third of the page's server time, issue #14), the editors left to the page script, and the
// company review form an island only while the company is not approved.
import http from 'node:http';
import { describe, expect, inject, it } from 'vitest';
import { DEMO, login } from '../helpers/client.ts';
import { freshCompany } from './account-helpers.ts';

const base = inject('baseUrl');
const dataDir = inject('dataDir');

function page(p: string, token: string): Promise<{ status: number; html: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(base + p, { headers: { cookie: `qili_token=${token}`, 'accept-encoding': 'identity' } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode!, html: Buffer.concat(chunks).toString('utf8') }));
      })
      .on('error', reject);
  });
}

describe('/userInfo', () => {
  it("an approved company's account: the facts as markup, no island, the editors not rendered until asked for", async () => {
    const main = await login(base, DEMO.main);
    const { status, html } = await page('/userInfo', main.token);
    expect(status).toBe(200);
    const section = html.slice(html.indexOf('<section aria-labelledby="info-title"'), html.indexOf('</main>'));
    for (const fact of [
      '13800000000',
      '主账号',
      '金牌会员',
      '上海星辰广告传媒有限公司',
      '已认证',
      '修改昵称',
      '修改密码',
      'id="avatar-file"',
    ])
      expect(section).toContain(fact);
    expect(section).toContain('alt="上海星辰广告传媒有限公司营业执照"');
    expect(html).not.toContain('<astro-island');
    expect(section).not.toContain('<dialog');
    // the popover starts from the nickname as shown (text, not an attribute: no stored text in an attribute value)
    expect(section).toMatch(/<dd data-nickname><span class="rel"><span class="nickname">[^<]+<\/span>/);
  });

  it('a company under review: the review form is an island, beside the same facts', async () => {
    const c = await freshCompany(base, dataDir);
    const { status, html } = await page('/userInfo', c.token);
    expect(status).toBe(200);
    expect(html).toContain('data-user-info');
    expect(html.match(/<astro-island[^>]*component-url="[^"]*CompanyReview[^"]*"/g)?.length).toBe(1);
    expect(html.match(/<astro-island/g)?.length).toBe(1);
    expect(html).toContain('企业认证');
  });
});
