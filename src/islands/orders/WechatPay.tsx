import { useEffect, useRef, useState } from 'react';
import { api, ApiFailure } from '~/lib/client/api.ts';
import { toast } from '~/lib/client/toast.ts';
import { useHydrated } from '~/islands/cart/useHydrated.ts';

const POLL_MS = 3000;
const POLL_MAX = 200; // ten minutes, then the buyer clicks again

/** WeChat Pay Native: shows the QR code to scan and polls until the order is paid. */
export default function WechatPay({ orderId }: { orderId: number }) {
  const [svg, setSvg] = useState('');
  const [working, setBusy] = useState(false);
  const hydrated = useHydrated();
  const busy = working || !hydrated;
  const box = useRef<HTMLDivElement>(null);
  const polls = useRef(0);

  useEffect(() => {
    if (box.current) box.current.innerHTML = svg; // the SVG comes from our own server (qrcode package)
    if (!svg) return;
    polls.current = 0;
    const timer = setInterval(async () => {
      if (++polls.current > POLL_MAX) return clearInterval(timer);
      try {
        const r = await api.get('/api/order/pay/status', { id: orderId });
        if (r.data.paid) {
          clearInterval(timer);
          location.assign(`/cart/paySucceed?orderId=${orderId}`);
        }
      } catch {
        /* keep polling */
      }
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [svg, orderId]);

  async function start() {
    if (busy) return;
    setBusy(true);
    try {
      setSvg((await api.post('/api/order/pay/wechat', { id: orderId })).data.qrSvg);
    } catch (e) {
      toast.error(e instanceof ApiFailure ? e.message : '微信支付暂不可用');
    } finally {
      setBusy(false);
    }
  }

  return (
    <div>
      {!svg && (
        <button type="button" className="btn btn-primary" aria-disabled={busy || undefined} onClick={() => void start()}>
          微信扫码支付
        </button>
      )}
      <div
        ref={box}
        className={svg ? 'qr-box' : undefined}
        role={svg ? 'img' : undefined}
        aria-label={svg ? '微信支付二维码' : undefined}
      />
      {svg && <p className="muted">请使用微信扫一扫完成支付，支付成功后页面将自动跳转</p>}
    </div>
  );
}
