// WeChat Pay settings resolved into keys once: PEM text in the variable, or a path to a PEM file.
import fs from 'node:fs';
import { createPrivateKey, type KeyObject } from 'node:crypto';
import { config } from '~/lib/server/config.ts';

export interface WechatSettings {
  mchId: string;
  appId: string;
  serialNo: string;
  privateKey: KeyObject;
  /** Optional bootstrap platform certificate or WeChat Pay public key (PEM), and its serial / key id. */
  platformPem: string;
  platformSerial: string;
  apiV3Key: string;
  notifyUrl: string;
  baseUrl: string;
}

const pem = (v: string) => (v.trimStart().startsWith('-----BEGIN') ? v : fs.readFileSync(v, 'utf8'));

export function wechatConfigured(): boolean {
  const w = config.wechatPay;
  // The platform certificates are downloaded from WeChat (wechat-certs.ts); WECHAT_PAY_PLATFORM_CERT is optional.
  return !!(w.mchId && w.appId && w.serialNo && w.privateKey && w.apiV3Key && w.notifyUrl);
}

let cached: WechatSettings | null = null;

export function wechatSettings(): WechatSettings {
  if (cached) return cached;
  if (!wechatConfigured()) throw new Error('WeChat Pay is not configured');
  const w = config.wechatPay;
  if (Buffer.byteLength(w.apiV3Key, 'utf8') !== 32) throw new Error('WECHAT_PAY_API_V3_KEY must be 32 bytes');
  cached = {
    mchId: w.mchId,
    appId: w.appId,
    serialNo: w.serialNo,
    platformSerial: w.platformSerial,
    apiV3Key: w.apiV3Key,
    notifyUrl: w.notifyUrl,
    baseUrl: w.baseUrl.replace(/\/+$/, ''),
    privateKey: createPrivateKey(pem(w.privateKey)),
    platformPem: w.platformCert ? pem(w.platformCert) : '',
  };
  return cached;
}
