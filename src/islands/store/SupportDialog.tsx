// §2.9 support dialog (376 px): the QR code (drawn on the server, passed in as static children) and
// 请用微信扫码联系客服. Opened by every [data-open-support] button.
import type { ReactNode } from 'react';
import { useOpenerDialog } from './useOpenerDialog.ts';

export default function SupportDialog(props: { phone: string; children?: ReactNode }) {
  const ref = useOpenerDialog('[data-open-support]');
  return (
    <dialog ref={ref} className="dlg dlg-376" id="support-dialog" aria-labelledby="support-title">
      <div className="dlg-body support-body">
        <h2 id="support-title" className="dlg-title">在线客服</h2>
        {props.children}
        <p className="support-text">请用微信扫码联系客服</p>
        <p className="dlg-tip">客服热线：{props.phone}（9:00-18:00 每天）</p>
        <div className="dlg-actions"><button type="button" className="btn" onClick={() => ref.current?.close()}>关闭</button></div>
      </div>
    </dialog>
  );
}
