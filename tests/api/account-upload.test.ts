import { describe, expect, inject, it } from 'vitest';
import sharp from 'sharp';
import { client, login } from '../helpers/client.ts';
import { newPhone } from '../helpers/server.ts';
import { newCompany } from '../helpers/orders.ts';
import { freshCompany, uploadedFiles } from './account-helpers.ts';

const base = inject('baseUrl');
const dataDir = inject('dataDir');
const anon = client(base);

type Api = ReturnType<typeof client>;
function upload(api: Api, bytes: Uint8Array, name: string, type = 'application/octet-stream') {
  const form = new FormData();
  form.append('file', new File([bytes as Uint8Array<ArrayBuffer>], name, { type }));
  // Same-origin, as a browser sends it (Astro refuses cross-site form posts).
  return api.post('/api/api/upload', form, { origin: base });
}

const image = (format: 'png' | 'jpeg' | 'webp', w = 64, h = 64) =>
  sharp({ create: { width: w, height: h, channels: 3, background: { r: 200, g: 40, b: 47 } } })
    [format]()
    .toBuffer()
    .then((b) => new Uint8Array(b));

// A PNG chunk with its CRC, to build crafted files without any image library.
const CRC = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(b: Uint8Array) {
  let c = 0xffffffff;
  for (const x of b) c = CRC[(c ^ x) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Uint8Array) {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'latin1');
  out.set(data, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}
const concat = (...parts: Uint8Array[]) => new Uint8Array(Buffer.concat(parts));

describe('avatar upload', () => {
  it('accepts jpg, png and webp by content, re-encodes them under a random name, and the link works as avatar', async () => {
    const { api } = await freshCompany(base, dataDir);
    for (const [fmt, name, mime] of [
      ['png', 'me.png', 'image/png'],
      ['jpeg', '头像.jpg', 'image/jpeg'],
      ['webp', 'me.webp', 'image/webp'],
    ] as const) {
      const r = await upload(api, await image(fmt), name);
      expect(r.status, `${name}: ${r.msg}`).toBe(200);
      expect(r.data.link).toMatch(/^\/api\/file\/[0-9a-f]{32}$/);
      const got = await fetch(base + r.data.link);
      expect(got.headers.get('content-type')).toBe(mime);
      expect(got.headers.get('content-security-policy')).toContain('sandbox');
    }
    // a JPEG named .png is judged by its content, and the stored name is random, never the sent one
    const named = await upload(api, await image('jpeg'), 'photo.png');
    expect(named.status).toBe(200);
    expect((await fetch(base + named.data.link)).headers.get('content-type')).toBe('image/jpeg');
    // (the seeded after-sales and evaluation photos live under a photo/ folder: only file names count)
    expect(uploadedFiles(dataDir).some((f) => f.split(/[\\/]/).pop()!.includes('photo'))).toBe(false);
    const edit = await api.post('/api/user/edit', { avatar: named.data.link });
    expect(edit.data.avatar).toBe(named.data.link);
  });

  it('refuses every bad input with a clear msg and writes nothing', async () => {
    const { api } = await freshCompany(base, dataDir);
    const png = await image('png');
    const jpg = await image('jpeg');
    const ihdr = Buffer.alloc(13);
    ihdr.writeUInt32BE(50000, 0);
    ihdr.writeUInt32BE(50000, 4);
    ihdr.set([8, 2, 0, 0, 0], 8);
    const huge = concat(
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', ihdr),
      chunk('IDAT', new Uint8Array([0x78, 0x9c, 0x63, 0, 0, 0, 1, 0, 1])),
      chunk('IEND', new Uint8Array()),
    );
    const withScriptChunk = concat(
      png.subarray(0, 33),
      chunk('tEXt', new Uint8Array(Buffer.from('Comment\0<script>alert(document.cookie)</script>'))),
      png.subarray(33),
    );
    const zipTail = Buffer.from('504b0304140000000800', 'hex');
    const threeMb = new Uint8Array(3 * 1024 * 1024);
    threeMb.set(jpg.subarray(0, 4));
    const cases: [string, Uint8Array, string, number, RegExp][] = [
      ['a .php file', new Uint8Array(Buffer.from('<?php system($_GET["c"]); ?>')), 'shell.php', 400, /仅支持JPG、PNG、WEBP/],
      [
        'an SVG with script',
        new Uint8Array(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')),
        'avatar.svg',
        400,
        /仅支持JPG、PNG、WEBP/,
      ],
      [
        'an XML-declared SVG',
        new Uint8Array(Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')),
        'a.png',
        400,
        /仅支持JPG、PNG、WEBP/,
      ],
      [
        'an HTML file named .png',
        new Uint8Array(Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>')),
        'avatar.png',
        400,
        /仅支持JPG、PNG、WEBP/,
      ],
      ['a PNG/PHP polyglot', concat(png, Buffer.from('<?php system($_GET["c"]); ?>')), 'poly.png', 400, /尾部含有其他数据/],
      ['a JPEG/ZIP polyglot', concat(jpg, zipTail), 'poly.jpg', 400, /尾部含有其他数据/],
      ['a PNG with script in a text chunk', withScriptChunk, 'chunk.png', 400, /网页或脚本/],
      ['0 bytes', new Uint8Array(), 'empty.png', 400, /文件为空/],
      ['3 MB', threeMb, 'big.jpg', 413, /不能超过2MB/],
      ['50000×50000 px', huge, 'huge.png', 400, /不能超过4096×4096/],
      ['../ in the name', png, '../../../etc/avatar.png', 400, /文件名不合法/],
      ['a backslash path in the name', png, '..\\..\\avatar.png', 400, /文件名不合法/],
    ];
    const before = uploadedFiles(dataDir).filter((f) => f.startsWith('avatar'));
    for (const [label, bytes, name, http, msg] of cases) {
      const r = await upload(api, bytes, name);
      expect(r.http, label).toBe(http);
      expect(r.msg, label).toMatch(msg);
    }
    const noFile = await api.post('/api/api/upload', new FormData(), { origin: base });
    expect(noFile.msg).toBe('请选择要上传的文件');
    const notMultipart = await api.post('/api/api/upload', { file: 'x' });
    // A body that is not a form with a file is refused in Chinese, with nothing of the protocol's words.
    expect([notMultipart.http, notMultipart.msg]).toEqual([400, '上传方式不正确，请选择文件后重新上传']);
    expect(uploadedFiles(dataDir).filter((f) => f.startsWith('avatar'))).toEqual(before);
    expect((await api.get('/api/userinfo')).data.avatar).toBe('');
  });

  it('visitors get 401, and a cookie alone cannot upload', async () => {
    const form = new FormData();
    form.append('file', new File([(await image('png')) as Uint8Array<ArrayBuffer>], 'a.png'));
    expect((await anon.post('/api/api/upload', form, { origin: base })).http).toBe(401);
    const { token } = await login(base, '13800000002');
    const viaCookie = await anon.post('/api/api/upload', form, { origin: base, cookie: `qili_token=${token}` });
    expect(viaCookie.http).toBe(401);
  });
});

describe('business licence upload (POST /api/upload/license)', () => {
  const send = (api: Api, bytes: Uint8Array, name: string) => {
    const form = new FormData();
    form.append('file', new File([bytes as Uint8Array<ArrayBuffer>], name));
    return api.post('/api/upload/license', form, { origin: base });
  };
  const pdf = new Uint8Array(Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\n%%EOF\n'));

  it('the main account of a company under review uploads an image or a PDF; 基本信息 then knows which', async () => {
    const { api } = await freshCompany(base, dataDir);
    expect((await api.get('/api/userinfo')).data).toMatchObject({ companyStatus: 'pending', licenseUrl: '', licenseIsPdf: false });
    const r = await send(api, pdf, '营业执照.pdf');
    expect(r.status, r.msg).toBe(200);
    expect(r.msg).toBe('营业执照已上传');
    expect(r.data).toMatchObject({ mime: 'application/pdf', url: expect.stringMatching(/^\/api\/file\/[0-9a-f]{32}$/) });
    expect((await api.get('/api/userinfo')).data).toMatchObject({ licenseUrl: r.data.url, licenseIsPdf: true });
    const png = await send(api, await image('png'), '执照.png');
    expect(png.status, png.msg).toBe(200);
    expect((await api.get('/api/userinfo')).data).toMatchObject({ licenseUrl: png.data.url, licenseIsPdf: false });
  });

  it('refuses a sub-account (403), an approved company (409), other kinds of file (400) and visitors (401)', async () => {
    const { api } = await freshCompany(base, dataDir);
    expect((await send(api, new Uint8Array(Buffer.from('MZ not a licence')), 'licence.exe')).http).toBe(400);
    expect((await api.get('/api/userinfo')).data.licenseUrl).toBe('');
    const approved = await newCompany(base, dataDir);
    const refused = await send(approved.api, pdf, '营业执照.pdf');
    expect([refused.http, refused.msg]).toEqual([409, '企业已认证，如需变更营业执照请联系客服']);
    const subPhone = newPhone();
    const sub = await approved.api.post('/api/son/add', {
      phone: subPhone,
      realName: '财务子账号',
      identity: 'finance',
      password: 'abc12345',
      confirm: 'abc12345',
    });
    expect(sub.status, sub.msg).toBe(200);
    const subApi = (await login(base, subPhone, 'abc12345')).api;
    const subSent = await send(subApi, pdf, '营业执照.pdf');
    expect([subSent.http, subSent.msg]).toEqual([403, '仅主账号可以上传营业执照']);
    expect((await send(anon, pdf, '营业执照.pdf')).http).toBe(401);
  });
});
