// A real S3-protocol server for the tests (@20minutes/s3rver: it checks SigV4 signatures and keeps objects on disk),
// on 127.0.0.1 with one bucket, and the environment that points the store at it (STORAGE_DRIVER=s3).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from '@20minutes/s3rver';
import { AwsClient } from 'aws4fetch';

export async function startS3() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'qili-s3-'));
  const bucket = 'qili-files';
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: dir, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  // s3rver's fixed credentials.
  const keys = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  const client = new AwsClient({ ...keys, service: 's3', region: 'us-east-1', retries: 0 });
  return {
    endpoint,
    bucket,
    settings: { endpoint, region: 'us-east-1', bucket, ...keys, forcePathStyle: true },
    env: {
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: keys.accessKeyId,
      S3_SECRET_ACCESS_KEY: keys.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    } as Record<string, string>,
    /** The object's bytes straight from the bucket, or null. */
    async object(key: string): Promise<Buffer | null> {
      const r = await client.fetch(`${endpoint}/${bucket}/${key}`);
      if (r.status === 404) return null;
      if (!r.ok) throw new Error(`s3 GET ${key}: ${r.status}`);
      return Buffer.from(await r.arrayBuffer());
    },
    /** Keys in the bucket under a prefix (first 1000). */
    async keys(prefix: string): Promise<string[]> {
      const r = await client.fetch(`${endpoint}/${bucket}?list-type=2&prefix=${encodeURIComponent(prefix)}`);
      const xml = await r.text();
      return [...xml.matchAll(/<Key>([^<]+)<\/Key>/g)].map((m) => m[1]!);
    },
    close: async () => {
      await server.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
