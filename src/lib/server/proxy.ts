// What a request says about where it came from, read one way for the whole store: whether the buyer's browser
// used HTTPS, which origin it was on, and the client's address. Forwarded headers are believed only when
// TRUST_PROXY says a proxy stands in front (config.trustProxy hops); PUBLIC_ORIGIN names the address buyers use.
import { isIP } from 'node:net';
import { config } from './config.ts';

interface ProxySettings {
  trustProxy: number;
  publicOrigin: string;
}

const settings = (): ProxySettings => ({ trustProxy: config.trustProxy, publicOrigin: config.publicOrigin });

/** The comma-separated values of a header, in order, blanks dropped. */
function list(headers: Headers, name: string): string[] {
  return (headers.get(name) ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
}

/** Served over HTTPS as the browser sees it: TLS here, a trusted proxy's X-Forwarded-Proto, or an https PUBLIC_ORIGIN. */
export function isHttps(request: Request, url: URL, s: ProxySettings = settings()): boolean {
  if (url.protocol === 'https:') return true;
  if (s.publicOrigin.startsWith('https:')) return true;
  return s.trustProxy > 0 && list(request.headers, 'x-forwarded-proto')[0]?.toLowerCase() === 'https';
}

/** The origin the browser addressed: behind a trusted proxy, X-Forwarded-Proto and X-Forwarded-Host; else the request's own. */
export function requestOrigin(request: Request, url: URL, s: ProxySettings = settings()): string {
  if (s.trustProxy === 0) return url.origin;
  const proto = list(request.headers, 'x-forwarded-proto')[0]?.toLowerCase();
  const host = list(request.headers, 'x-forwarded-host')[0];
  try {
    return new URL(`${proto === 'https' || proto === 'http' ? proto : url.protocol.slice(0, -1)}://${host ?? url.host}`).origin;
  } catch {
    return url.origin;
  }
}

/**
 * Whether a state-changing page request (a form post) comes from one of the store's own pages: its Origin must be
 * PUBLIC_ORIGIN or the origin the browser addressed. Browsers send Origin with every POST; a request without one
 * is not from a page of ours.
 */
export function fromOwnPage(request: Request, url: URL, s: ProxySettings = settings()): boolean {
  const origin = request.headers.get('origin');
  if (!origin || origin === 'null') return false;
  return origin === s.publicOrigin || origin === requestOrigin(request, url, s);
}

/**
 * The client's address: the connection's peer, or with TRUST_PROXY=n the address the n-th proxy saw (counted from
 * this server, along X-Forwarded-For from the right). Entries a client wrote itself sit further left and are never used.
 */
export function clientAddress(request: Request, peer: string | undefined, s: ProxySettings = settings()): string {
  const chain = [...(s.trustProxy > 0 ? list(request.headers, 'x-forwarded-for') : []), peer ?? ''];
  return bare(chain[Math.max(0, chain.length - 1 - s.trustProxy)] ?? '');
}

/** An address without the port or brackets a proxy may have written ("1.2.3.4:5678", "[2001:db8::1]:443"). */
function bare(value: string): string {
  const v = value.trim();
  const v4 = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/.exec(v);
  if (v4) return v4[1]!;
  const v6 = /^\[([^\]]+)\](?::\d+)?$/.exec(v);
  return v6 ? v6[1]! : v;
}

/**
 * The key a per-address limit counts by: an IPv4 address as is (also when IPv4-mapped), an IPv6 address by its /64
 * (one subscriber usually holds a whole /64, so single addresses would be free to rotate).
 */
export function addressKey(address: string): string {
  const a = address.trim().toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(a);
  if (mapped) return mapped[1]!;
  if (isIP(a) !== 6) return a.slice(0, 45); // IPv4, or whatever a misconfigured proxy wrote (still one key)
  const [head = '', tail = ''] = a.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = a.includes('::') ? [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right] : left;
  return (
    groups
      .slice(0, 4)
      .map((g) => g.replace(/^0+(?=.)/, '') || '0')
      .join(':') + '::/64'
  );
}
