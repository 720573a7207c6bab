// Issue #12 on a server of its own, set up as behind a TLS-terminating proxy (TRUST_PROXY=1,
// PUBLIC_ORIGIN=https://shop.example.com) with low SMS limits: uploads and form posts through the proxy (item 3),
// SMS pumping limits per client address and store-wide (item 8), and upload sizes enforced while the body streams,
// with the server's memory measured (item 9). PGlite, or PostgreSQL with API_DB=postgres.
import http from 'node:http';
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { client, login, DEMO } from '../helpers/client.ts';
import { lastSmsCode, newPhone, startServer, type TestServer } from '../helpers/server.ts';
import { createTempDatabase } from '../helpers/pg.ts';

const PUBLIC = 'https://shop.example.com';
const IP_MAX = 10;
const GLOBAL_MAX = 25;
const PV_MAX = 5;
const HOURLY_REFUSAL = '验证码发送次数过多，请1小时后再试';

let srv: TestServer;
let pgDb: Awaited<ReturnType<typeof createTempDatabase>> | null = null;

beforeAll(async () => {
  const env: Record<string, string> = {
    TRUST_PROXY: '1',
    PUBLIC_ORIGIN: PUBLIC,
    SMS_IP_HOURLY_MAX: String(IP_MAX),
    SMS_GLOBAL_HOURLY_MAX: String(GLOBAL_MAX),
    PV_IP_HOURLY_MAX: String(PV_MAX),
  };
  if (process.env.API_DB === 'postgres') {
    pgDb = await createTempDatabase(process.env.TEST_DATABASE_URL!, 'qili_proxy');
    env.DATABASE_URL = pgDb.url;
  }
  // A seeded server of its own: on a loaded 2-core machine its start alone can take minutes.
  srv = await startServer({ env, waitMs: 240_000 });
}, 300_000);
afterAll(async () => {
  await srv?.stop();
  await pgDb?.drop();
});

/** What the proxy adds to every request it passes on. */
const viaProxy = (clientIp = '203.0.113.50') => ({
  'x-forwarded-proto': 'https',
  'x-forwarded-host': 'shop.example.com',
  'x-forwarded-for': clientIp,
});

async function png(): Promise<Blob> {
  const buf = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#c00' } })
    .png()
    .toBuffer();
  return new Blob([new Uint8Array(buf)], { type: 'image/png' });
}

describe('item 3: behind a TLS-terminating proxy', () => {
  it("uploads from the public origin succeed (Astro's checkOrigin answered 403 here)", async () => {
    const { token } = await login(srv.url, DEMO.main);
    for (const path of ['/api/api/upload', '/api/upload/artwork']) {
      const form = new FormData();
      form.set('file', await png(), '图.png');
      const r = await fetch(srv.url + path, {
        method: 'POST',
        headers: { ...viaProxy(), origin: PUBLIC, authorization: `Bearer ${token}` },
        body: form,
      });
      const env = await r.json();
      expect([r.status, env.status], `${path}: ${env.msg}`).toEqual([200, 200]);
    }
  });

  it('HTTPS as the browser sees it: Secure cookie and HSTS', async () => {
    const r = await fetch(srv.url + '/api/login', {
      method: 'POST',
      headers: { ...viaProxy(), origin: PUBLIC, 'content-type': 'application/json' },
      body: JSON.stringify({ phone: DEMO.finance, password: DEMO.password }),
    });
    expect(r.status).toBe(200);
    expect(r.headers.get('set-cookie')).toMatch(/qili_token=.*;\s*Secure/i);
    expect((await fetch(srv.url + '/login', { headers: viaProxy() })).headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
  });

  it('page form posts: from the public origin they render, from elsewhere 403 envelope', async () => {
    const post = (origin: string) =>
      fetch(srv.url + '/login', {
        method: 'POST',
        headers: { ...viaProxy(), origin, 'content-type': 'application/x-www-form-urlencoded' },
        body: 'a=1',
      });
    expect((await post(PUBLIC)).status).toBe(200);
    const evil = await post('https://evil.example');
    expect(evil.status).toBe(403);
    expect((await evil.json()).msg).toBe('跨站提交已拒绝，请在本站页面中操作');
  });
});

describe('page views: a budget per client address', () => {
  const view = (ip: string, i = 0) => client(srv.url).post('/api/pv', { path: `/indexpage/productlist?p=${i}` }, { 'x-forwarded-for': ip });

  it(`one client sending 20 views at once has ${PV_MAX} stored; the rest answer recorded: false in the envelope`, async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => view('203.0.113.60', i)));
    expect(new Set(answers.map((a) => `${a.http} ${a.status}`))).toEqual(new Set(['200 200']));
    expect(answers.filter((a) => a.data.recorded === true)).toHaveLength(PV_MAX);
    expect(answers.filter((a) => a.data.recorded === false)).toHaveLength(20 - PV_MAX);
    // Writing another address in front of the proxy's does not make a new client; another client has its own budget.
    expect((await view('198.51.100.99, 203.0.113.60')).data).toEqual({ recorded: false });
    expect((await view('203.0.113.61')).data).toEqual({ recorded: true });
  });
});

describe('item 8: SMS pumping', () => {
  const ask = (ip: string, phone = newPhone()) =>
    client(srv.url)
      .post('/api/register/verify', { phone, purpose: 'register' }, { 'x-forwarded-for': ip })
      .then((a) => ({ ...a, phone }));

  it(`one client asking codes for 30 numbers at once gets ${IP_MAX}, then the store's rate-limit message`, async () => {
    const answers = await Promise.all(Array.from({ length: 30 }, () => ask('203.0.113.7')));
    const sent = answers.filter((a) => a.status === 200);
    const refused = answers.filter((a) => a.http === 429);
    expect([sent.length, refused.length]).toEqual([IP_MAX, 30 - IP_MAX]);
    expect(new Set(refused.map((a) => a.msg))).toEqual(new Set([HOURLY_REFUSAL]));
    expect(refused.every((a) => lastSmsCode(srv.dataDir, a.phone) === null)).toBe(true);
    // Writing another address in front of the proxy's does not make a new client.
    const spoofed = await ask('198.51.100.99, 203.0.113.7');
    expect([spoofed.http, spoofed.msg]).toEqual([429, HOURLY_REFUSAL]);
  });

  it(`other clients still get codes until the store-wide ceiling (${GLOBAL_MAX} an hour), then nobody does`, async () => {
    for (let i = 0; i < GLOBAL_MAX - IP_MAX; i++) {
      const a = await ask(`203.0.113.${100 + i}`);
      expect(a.status, a.msg).toBe(200);
    }
    const late = await ask('203.0.113.250');
    expect([late.http, late.msg]).toEqual([429, HOURLY_REFUSAL]);
  });
});

/** The server's resident memory in MB. */
const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;

interface Outcome {
  status: number;
  msg: string;
  sent: number;
}

/**
 * Sends `total` bytes chunked (no Content-Length) as fast as the server takes them, stopping as soon as an answer
 * arrives; resolves with the answer and how much had been sent by then.
 */
function chunkedPost(path: string, headers: Record<string, string>, preamble: string, total: number): Promise<Outcome> {
  return new Promise((resolve, reject) => {
    const u = new URL(srv.url);
    const req = http.request({
      host: u.hostname,
      port: u.port,
      method: 'POST',
      path,
      headers: { ...headers, 'transfer-encoding': 'chunked' },
    });
    let sent = 0;
    let answered = false;
    req.on('response', (res) => {
      answered = true;
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (d) => (body += d));
      res.on('end', () => {
        req.destroy();
        const env = JSON.parse(body);
        resolve({ status: res.statusCode!, msg: env.msg ?? env.message, sent });
      });
    });
    req.on('error', (e) => {
      if (!answered) reject(new Error(`no answer after ${sent} bytes: ${e.message}`));
    });
    const chunk = Buffer.alloc(64 * 1024, 0x41);
    void (async () => {
      req.write(preamble);
      while (sent < total && !answered && !req.destroyed) {
        sent += chunk.length;
        if (!req.write(chunk)) {
          await new Promise<void>((ok) => {
            const done = () => {
              req.off('drain', done);
              req.off('close', done);
              req.off('response', done);
              ok();
            };
            req.on('drain', done);
            req.on('close', done);
            req.on('response', done);
          });
        }
      }
      if (!answered && !req.destroyed) req.end();
    })();
  });
}

describe('item 9: upload sizes are enforced while the body streams', () => {
  const FIFTY_MB = 50 * 1024 * 1024;

  it('8 parallel chunked 50 MB bodies to the 2 MB avatar slot: each 413 long before its end, memory bounded', async () => {
    const { token } = await login(srv.url, DEMO.main);
    const pid = srv.proc.pid!;
    const before = rssMb(pid);
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssMb(pid));
    }, 25);
    const boundary = 'qiliboundary7d';
    const preamble = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`;
    let outcomes: Outcome[];
    try {
      outcomes = await Promise.all(
        Array.from({ length: 8 }, () =>
          chunkedPost(
            '/api/api/upload',
            { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
            preamble,
            FIFTY_MB,
          ),
        ),
      );
    } finally {
      clearInterval(sampler);
    }
    peak = Math.max(peak, rssMb(pid));
    for (const o of outcomes) {
      expect([o.status, o.msg]).toEqual([413, '文件不能超过2MB']);
      // Answered while the client was still sending: the server stopped reading near the 2 MB limit.
      expect(o.sent).toBeLessThan(FIFTY_MB / 2);
    }
    console.log(
      `item 9: RSS ${before.toFixed(0)} → peak ${peak.toFixed(0)} MB; sent before the 413: ${outcomes.map((o) => (o.sent / 1048576).toFixed(1)).join(', ')} MB`,
    );
    expect(peak - before).toBeLessThan(150);
    // The server is still fine afterwards.
    expect((await fetch(srv.url + '/api/health')).status).toBe(200);
  });

  it('a declared Content-Length above the slot is refused before any of the body is read', async () => {
    const { token } = await login(srv.url, DEMO.main);
    const r = await fetch(srv.url + '/api/api/upload', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'multipart/form-data; boundary=x' },
      body: new Uint8Array(3 * 1024 * 1024),
    });
    expect(r.status).toBe(413);
    expect((await r.json()).msg).toBe('文件不能超过2MB');
  });

  it('JSON bodies and the WeChat Pay notification stop at their limits too (1 MB, 64 KB), chunked', async () => {
    const { token } = await login(srv.url, DEMO.main);
    const json = await chunkedPost(
      '/api/user/edit',
      { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      '{"nickname":"',
      FIFTY_MB,
    );
    expect([json.status, json.msg]).toEqual([413, '请求数据过大']);
    expect(json.sent).toBeLessThan(FIFTY_MB / 2);
    const notify = await chunkedPost('/api/pay/wechat/notify', { 'content-type': 'application/json' }, '{"id":"', FIFTY_MB);
    expect(notify.status).toBe(413);
    expect(notify.sent).toBeLessThan(FIFTY_MB / 2);
  });
});
