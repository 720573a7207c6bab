// How the store reads a request's origin, HTTPS and client address (issue #12 items 3 and 8): forwarded headers
// count only behind TRUST_PROXY, and a client can never choose its own address by writing X-Forwarded-For.
import { describe, expect, it } from 'vitest';
import { addressKey, clientAddress, fromOwnPage, isHttps, requestOrigin } from '~/lib/server/proxy.ts';

const direct = { trustProxy: 0, publicOrigin: '' };
const oneProxy = { trustProxy: 1, publicOrigin: '' };
const behindTls = { trustProxy: 1, publicOrigin: 'https://shop.example.com' };
const req = (headers: Record<string, string>, url = 'http://127.0.0.1:4321/x') => [new Request(url, { headers }), new URL(url)] as const;

describe('client address', () => {
  it('without TRUST_PROXY, X-Forwarded-For is ignored: the connection peer counts', () => {
    const [r] = req({ 'x-forwarded-for': '198.51.100.1' });
    expect(clientAddress(r, '203.0.113.9', direct)).toBe('203.0.113.9');
  });
  it('behind one proxy, the address that proxy saw (the right-most entry), never one the client wrote', () => {
    const [r] = req({ 'x-forwarded-for': '1.1.1.1, 2.2.2.2, 203.0.113.7' });
    expect(clientAddress(r, '10.0.0.2', oneProxy)).toBe('203.0.113.7');
    expect(clientAddress(r, '10.0.0.2', { trustProxy: 2, publicOrigin: '' })).toBe('2.2.2.2');
  });
  it('ports and brackets a proxy adds are dropped; a missing header falls back to the peer', () => {
    expect(clientAddress(req({ 'x-forwarded-for': '203.0.113.7:5123' })[0], 'p', oneProxy)).toBe('203.0.113.7');
    expect(clientAddress(req({ 'x-forwarded-for': '[2001:db8::1]:443' })[0], 'p', oneProxy)).toBe('2001:db8::1');
    expect(clientAddress(req({})[0], '10.0.0.2', oneProxy)).toBe('10.0.0.2');
  });
  it('per-address limits count IPv4 as is and IPv6 by /64', () => {
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:0db8:0001:0002:ffff:1:2:3')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8::5')).toBe('2001:db8:0:0::/64');
    expect(addressKey('x'.repeat(500)).length).toBeLessThanOrEqual(45);
  });
});

describe('HTTPS and origin', () => {
  it('X-Forwarded-Proto counts only behind TRUST_PROXY; an https PUBLIC_ORIGIN means HTTPS', () => {
    const [r, u] = req({ 'x-forwarded-proto': 'https' });
    expect(isHttps(r, u, direct)).toBe(false);
    expect(isHttps(r, u, oneProxy)).toBe(true);
    expect(isHttps(req({})[0], u, behindTls)).toBe(true);
  });
  it('a page post must come from PUBLIC_ORIGIN or the origin the browser addressed', () => {
    const [r1, u] = req({ origin: 'https://shop.example.com', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'shop.example.com' });
    expect(requestOrigin(r1, u, oneProxy)).toBe('https://shop.example.com');
    expect(fromOwnPage(r1, u, oneProxy)).toBe(true);
    expect(fromOwnPage(r1, u, direct)).toBe(false); // forwarded headers not believed, no PUBLIC_ORIGIN
    expect(fromOwnPage(req({ origin: 'https://shop.example.com' })[0], u, behindTls)).toBe(true);
    expect(fromOwnPage(req({ origin: 'http://127.0.0.1:4321' })[0], u, direct)).toBe(true);
    for (const o of ['https://evil.example', 'null', 'https://shop.example.com.evil.example']) {
      expect(fromOwnPage(req({ origin: o })[0], u, behindTls), o).toBe(false);
    }
    expect(fromOwnPage(req({})[0], u, behindTls)).toBe(false);
  });
});
