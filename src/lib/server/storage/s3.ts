// The S3 driver: PUT/GET/HEAD/DELETE of objects in one bucket of any S3-compatible store, signed with AWS
// Signature V4 by aws4fetch (a small, dependency-free signer over fetch; the store's REST calls are these four).
// Bodies stream straight through to the answer. Path-style (endpoint/bucket/key) or virtual-hosted (bucket.endpoint/key).
import { createHash } from 'node:crypto';
import { AwsClient } from 'aws4fetch';
import { assertKey, type Storage } from './index.ts';

export interface S3Settings {
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
}

const PUT_TIMEOUT_MS = 60_000;
/** Until the store answers with headers; the body then streams for as long as the client reads it. */
const HEADERS_TIMEOUT_MS = 15_000;

export function bucketUrl(s: Pick<S3Settings, 'endpoint' | 'region' | 'bucket' | 'forcePathStyle'>): string {
  const u = new URL(s.endpoint || `https://s3.${s.region}.amazonaws.com`);
  const base = u.pathname.replace(/\/+$/, '');
  return s.forcePathStyle ? `${u.origin}${base}/${encodeURIComponent(s.bucket)}/` : `${u.protocol}//${s.bucket}.${u.host}${base}/`;
}

class S3Error extends Error {}

async function failure(what: string, key: string, res: Response): Promise<S3Error> {
  const text = await res.text().catch(() => '');
  const code = /<Code>([^<]{1,64})<\/Code>/.exec(text)?.[1] ?? '';
  return new S3Error(`object storage ${what} ${key} failed: HTTP ${res.status}${code ? ` ${code}` : ''}`);
}

export function s3Storage(s: S3Settings): Storage {
  const client = new AwsClient({
    accessKeyId: s.accessKeyId,
    secretAccessKey: s.secretAccessKey,
    service: 's3',
    region: s.region,
    retries: 2,
  });
  const base = bucketUrl(s);
  const url = (key: string) => base + assertKey(key).split('/').map(encodeURIComponent).join('/');

  async function send(key: string, init: RequestInit, timeoutMs: number): Promise<Response> {
    const ac = new AbortController();
    const timer = setTimeout(() => ac.abort(new Error(`object storage did not answer within ${timeoutMs} ms`)), timeoutMs);
    try {
      return await client.fetch(url(key), { ...init, signal: ac.signal });
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    driver: 's3',
    async put(key, bytes, contentType) {
      const res = await send(
        key,
        {
          method: 'PUT',
          body: bytes as BodyInit,
          headers: {
            'content-type': contentType,
            // The payload is signed (some S3-compatible stores refuse UNSIGNED-PAYLOAD), and the store checks it.
            'x-amz-content-sha256': createHash('sha256').update(bytes).digest('hex'),
          },
        },
        PUT_TIMEOUT_MS,
      );
      if (!res.ok) throw await failure('PUT', key, res);
      await res.body?.cancel();
    },
    async get(key, opts = {}) {
      const res = await send(key, { headers: opts.ifNoneMatch ? { 'if-none-match': opts.ifNoneMatch } : {} }, HEADERS_TIMEOUT_MS);
      if (res.status === 304) return 'not-modified';
      if (res.status === 404) {
        await res.body?.cancel();
        return null;
      }
      if (!res.ok || !res.body) throw await failure('GET', key, res);
      return { body: res.body, size: Number(res.headers.get('content-length') ?? 0), etag: res.headers.get('etag') ?? '' };
    },
    async exists(key) {
      const res = await send(key, { method: 'HEAD' }, HEADERS_TIMEOUT_MS);
      if (res.status === 404) return false;
      if (!res.ok) throw await failure('HEAD', key, res);
      return true;
    },
    async remove(key) {
      const res = await send(key, { method: 'DELETE' }, HEADERS_TIMEOUT_MS);
      if (!res.ok && res.status !== 404) throw await failure('DELETE', key, res);
      await res.body?.cancel();
    },
  };
}
