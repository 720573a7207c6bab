// Which payment methods the store offers: bank transfer always, WeChat Pay when it is configured.
import { wechatConfigured } from './wechat-config.ts';

export type PayMethod = 'bank' | 'wechat';

export function paymentMethods(): PayMethod[] {
  return wechatConfigured() ? ['bank', 'wechat'] : ['bank'];
}
