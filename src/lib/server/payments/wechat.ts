// WeChat Pay Native, API v3: signed requests (RSA-SHA256 with the merchant key), answers and notifications
// verified with the platform certificates (wechat-certs.ts), notification resources decrypted with AES-256-GCM and the APIv3 key.
import type { PaymentProvider, ProviderOrder, Transaction } from './provider.ts';
import { ProviderError } from './provider.ts';
import { wechatSettings, type WechatSettings } from './wechat-config.ts';
import { chinaRfc3339 } from '~/lib/shared/time.ts';
import { PlatformCerts } from './wechat-certs.ts';
import { decryptResource, signMessage } from './wechat-sign.ts';
import { getDb } from '~/lib/server/db/index.ts';

function toTransaction(s: WechatSettings, t: any): Transaction {
  if (!t || typeof t !== 'object') throw new ProviderError('transaction missing');
  if (t.mchid && t.mchid !== s.mchId) throw new ProviderError('mchid mismatch');
  if (t.appid && t.appid !== s.appId) throw new ProviderError('appid mismatch');
  const amount = Number(t.amount?.total);
  if (typeof t.out_trade_no !== 'string' || !Number.isInteger(amount)) throw new ProviderError('transaction incomplete');
  return {
    orderNo: t.out_trade_no,
    transactionId: String(t.transaction_id ?? ''),
    amount,
    tradeState: String(t.trade_state ?? ''),
    raw: t,
  };
}

export class WechatPayNative implements PaymentProvider {
  readonly method = 'wechat' as const;
  private readonly s: WechatSettings;
  readonly certs: PlatformCerts;
  constructor(settings: WechatSettings = wechatSettings(), certs = new PlatformCerts(settings, getDb)) {
    this.s = settings;
    this.certs = certs;
  }

  private async call(method: 'GET' | 'POST', pathWithQuery: string, payload?: unknown): Promise<{ status: number; json: any }> {
    const body = payload === undefined ? '' : JSON.stringify(payload);
    let res: Response;
    try {
      res = await fetch(this.s.baseUrl + pathWithQuery, {
        method,
        headers: {
          authorization: signMessage(this.s, method, pathWithQuery, body),
          accept: 'application/json',
          'content-type': 'application/json',
          'user-agent': 'qili-print-mall',
        },
        body: method === 'GET' ? undefined : body,
        signal: AbortSignal.timeout(10_000),
      });
    } catch (e) {
      throw new ProviderError('微信支付服务连接失败：' + (e instanceof Error ? e.message : String(e)));
    }
    const text = await res.text();
    // Every answer is signed by WeChat; an unsigned or forged one is not trusted, whatever it says.
    if (!(await this.certs.verify(res.headers, text))) throw new ProviderError('微信支付应答签名验证失败');
    let json: any = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      throw new ProviderError('微信支付应答格式错误');
    }
    return { status: res.status, json };
  }

  async createNative(o: ProviderOrder): Promise<{ codeUrl: string }> {
    const { status, json } = await this.call('POST', '/v3/pay/transactions/native', {
      appid: this.s.appId,
      mchid: this.s.mchId,
      description: o.description.slice(0, 127),
      out_trade_no: o.orderNo,
      notify_url: this.s.notifyUrl,
      amount: { total: o.amount, currency: 'CNY' },
      ...(o.expiresAt ? { time_expire: chinaRfc3339(o.expiresAt) } : {}),
    });
    if (status !== 200 || typeof json?.code_url !== 'string') throw new ProviderError(json?.message || `微信支付下单失败（${status}）`);
    return { codeUrl: json.code_url };
  }

  async query(orderNo: string): Promise<Transaction | null> {
    const { status, json } = await this.call(
      'GET',
      `/v3/pay/transactions/out-trade-no/${encodeURIComponent(orderNo)}?mchid=${encodeURIComponent(this.s.mchId)}`,
    );
    if (status === 404) return null;
    if (status !== 200) throw new ProviderError(json?.message || `微信支付查询失败（${status}）`);
    return toTransaction(this.s, json);
  }

  async parseNotification(headers: Headers, body: string): Promise<Transaction> {
    if (!(await this.certs.verify(headers, body))) throw new ProviderError('签名验证失败');
    let n: any;
    try {
      n = JSON.parse(body);
    } catch {
      throw new ProviderError('通知格式错误');
    }
    if (n?.resource?.algorithm !== 'AEAD_AES_256_GCM') throw new ProviderError('不支持的加密算法');
    let plain: string;
    try {
      plain = decryptResource(this.s.apiV3Key, n.resource);
    } catch {
      throw new ProviderError('通知解密失败');
    }
    const t = toTransaction(this.s, JSON.parse(plain));
    if (n.event_type !== 'TRANSACTION.SUCCESS') return { ...t, tradeState: t.tradeState || String(n.event_type) };
    return t;
  }
}

let provider: WechatPayNative | null = null;
export function wechatProvider(): WechatPayNative {
  return (provider ??= new WechatPayNative());
}
