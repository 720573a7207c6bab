// The page-view sink: ANALYTICS=off drops views (and pages send none), a beacon URL receives each one.
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client } from '../helpers/client.ts';
import { freePort, startServer, type TestServer } from '../helpers/server.ts';
import { analyticsSink } from '~/lib/server/storefront/analytics.ts';

describe('analytics sink setting', () => {
  it('reads db (default), off and a beacon URL', () => {
    expect(analyticsSink('db')).toEqual({ kind: 'db' });
    expect(analyticsSink('')).toEqual({ kind: 'db' });
    expect(analyticsSink('off')).toEqual({ kind: 'off' });
    expect(analyticsSink('https://stats.example/collect')).toEqual({ kind: 'beacon', url: 'https://stats.example/collect' });
  });
});

describe('ANALYTICS as a beacon URL, and off', () => {
  const received: any[] = [];
  let beacon: http.Server;
  let beaconServer: TestServer;
  let offServer: TestServer;
  beforeAll(async () => {
    beacon = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        received.push(JSON.parse(body));
        res.end('ok');
      });
    });
    const port = await freePort();
    await new Promise<void>((r) => beacon.listen(port, '127.0.0.1', r));
    [beaconServer, offServer] = await Promise.all([
      startServer({ env: { SEED: '0', ANALYTICS: `http://127.0.0.1:${port}/collect` } }),
      startServer({ env: { SEED: '0', ANALYTICS: 'off' } }),
    ]);
  }, 300_000); // two fresh servers side by side: minutes when the machine is shared with much other work
  afterAll(async () => {
    await Promise.all([beaconServer?.stop(), offServer?.stop()]);
    beacon?.close();
  });

  it('forwards each page view to the beacon', async () => {
    const r = await client(beaconServer.url).post('/api/pv', { path: '/indexpage/sceneList', referrer: 'https://www.baidu.com/' });
    expect(r.data).toEqual({ recorded: true });
    await expect.poll(() => received.length, { timeout: 5000 }).toBe(1);
    expect(received[0]).toMatchObject({ path: '/indexpage/sceneList', referrer: 'https://www.baidu.com/', userId: null });
    expect(await (await fetch(beaconServer.url + '/indexpage/sceneList')).text()).toMatch(/data-pv="\/api\/pv"/);
  });

  it('drops views when off, and pages then report none', async () => {
    const r = await client(offServer.url).post('/api/pv', { path: '/' });
    expect(r.data).toEqual({ recorded: false });
    expect(await (await fetch(offServer.url + '/indexpage/sceneList')).text()).not.toContain('data-pv');
  });

  it('an empty catalogue (SEED=0) answers 无分类信息！ and the pages still render', async () => {
    const body = await (await fetch(offServer.url + '/api/category')).json();
    expect(body).toEqual({ status: 200, success: false, msg: '无分类信息！', data: [] });
    const home = await fetch(offServer.url + '/');
    expect(home.status).toBe(200);
    const html = await home.text();
    expect(html).toContain('无分类信息！');
    expect(html).toContain('暂无数据哦~');
    expect(await (await fetch(offServer.url + '/indexpage/productlist')).text()).toContain('暂无数据哦~');
  });
});
