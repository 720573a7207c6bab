// The site's QR code images are named by their text (storefront/qr.ts): a change of the settings is a new URL, so a
// browser's year-long copy of the old picture is never shown for the new text.
import { describe, expect, it } from 'vitest';
import { qrUrl } from '~/lib/server/storefront/qr.ts';

describe('qrUrl', () => {
  it('is the same for the same text and another for another text', () => {
    const a = qrUrl('https://work.weixin.qq.com/kfid/demo');
    expect(a).toMatch(/^\/qr\/[0-9a-f]{16}\.svg$/);
    expect(qrUrl('https://work.weixin.qq.com/kfid/demo')).toBe(a);
    expect(qrUrl('https://work.weixin.qq.com/kfid/demo2')).not.toBe(a);
  });
});
