import { useEffect, useState } from 'react';

/**
 * Time left until `to`, ticking each second; the first render uses serverTime so server and client HTML agree.
 * onEnd runs once when `to` passes, and only if it was still ahead at serverTime: data that already showed the end
 * passed does not call it again (a caller that reloads on it would otherwise reload without end).
 */
export default function Countdown({ to, serverTime, label, onEnd }: { to: string; serverTime: string; label: string; onEnd?: () => void }) {
  const target = Date.parse(to);
  const [now, setNow] = useState(() => Date.parse(serverTime));
  useEffect(() => {
    const skew = Date.parse(serverTime) - Date.now();
    let ended = target <= Date.parse(serverTime);
    const tick = () => {
      const t = Date.now() + skew;
      setNow(t);
      if (t >= target && !ended) {
        ended = true;
        onEnd?.();
      }
    };
    tick();
    const id = setInterval(tick, 1000);
    return () => clearInterval(id);
  }, [serverTime, target]);
  const left = Math.max(0, Math.floor((target - now) / 1000));
  const d = Math.floor(left / 86400);
  const [h, m, s] = [Math.floor((left % 86400) / 3600), Math.floor((left % 3600) / 60), left % 60].map((n) => String(n).padStart(2, '0'));
  return (
    <span className="countdown" role="timer" aria-label={`${label}${d ? `${d}天` : ''}${h}小时${m}分${s}秒`}>
      {label}
      {d > 0 && (
        <>
          <b>{d}</b>天
        </>
      )}
      <b>{h}</b>:<b>{m}</b>:<b>{s}</b>
    </span>
  );
}
