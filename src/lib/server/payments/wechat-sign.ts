// WeChat Pay API v3 message crypto: our requests signed with the merchant key (RSA-SHA256), WeChat's answers and
// notifications verified with a platform key chosen by their Wechatpay-Serial, resources decrypted with the APIv3
// key (AEAD_AES_256_GCM).
import { createDecipheriv, createSign, createVerify, randomBytes, type KeyObject } from 'node:crypto';
import { ProviderError } from './provider.ts';
import type { WechatSettings } from './wechat-config.ts';

const MAX_SKEW_S = 300;

export function signMessage(
  s: Pick<WechatSettings, 'mchId' | 'serialNo' | 'privateKey'>,
  method: string,
  pathWithQuery: string,
  body: string,
) {
  const timestamp = String(Math.floor(Date.now() / 1000));
  const nonce = randomBytes(16).toString('hex');
  const signature = createSign('RSA-SHA256')
    .update(`${method}\n${pathWithQuery}\n${timestamp}\n${nonce}\n${body}\n`)
    .sign(s.privateKey, 'base64');
  return `WECHATPAY2-SHA256-RSA2048 mchid="${s.mchId}",nonce_str="${nonce}",signature="${signature}",timestamp="${timestamp}",serial_no="${s.serialNo}"`;
}

/** The Wechatpay-* headers of a signed message, or null when any is missing or malformed, or the timestamp is stale. */
export function signedHeaders(headers: Headers): { serial: string; ts: string; nonce: string; signature: string } | null {
  const ts = headers.get('wechatpay-timestamp');
  const nonce = headers.get('wechatpay-nonce');
  const signature = headers.get('wechatpay-signature');
  const serial = headers.get('wechatpay-serial') ?? '';
  if (!ts || !nonce || !signature || !/^\d{1,12}$/.test(ts) || serial.length > 64) return null;
  if (Math.abs(Date.now() / 1000 - Number(ts)) > MAX_SKEW_S) return null;
  return { serial, ts, nonce, signature };
}

/** Whether `key` made the message's signature over the body. */
export function signatureValid(key: KeyObject, h: { ts: string; nonce: string; signature: string }, body: string): boolean {
  try {
    return createVerify('RSA-SHA256').update(`${h.ts}\n${h.nonce}\n${body}\n`).verify(key, h.signature, 'base64');
  } catch {
    return false;
  }
}

export function decryptResource(apiV3Key: string, r: { ciphertext: string; nonce: string; associated_data?: string }): string {
  const buf = Buffer.from(r.ciphertext, 'base64');
  if (buf.length < 17) throw new ProviderError('resource too short');
  const d = createDecipheriv('aes-256-gcm', Buffer.from(apiV3Key, 'utf8'), Buffer.from(r.nonce, 'utf8'));
  d.setAuthTag(buf.subarray(buf.length - 16));
  d.setAAD(Buffer.from(r.associated_data ?? '', 'utf8'));
  return Buffer.concat([d.update(buf.subarray(0, buf.length - 16)), d.final()]).toString('utf8');
}
