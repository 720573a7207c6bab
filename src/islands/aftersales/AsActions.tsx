import { useState, type FormEvent } from 'react';
import { api, ApiFailure, type Envelope } from '~/lib/client/api.ts';
import type { AsAction } from '~/lib/shared/contracts/aftersales.ts';
import { toast } from '~/lib/client/toast.ts';
import Dialog from '~/islands/shared/Dialog.tsx';
import { SHIPMENT, shipmentIssues } from '~/lib/shared/shipment.ts';
import { useConfirm } from '~/islands/account/useConfirm.tsx';
import { FieldError, errorIdOf, useFieldErrors } from '~/islands/shared/fieldErrors.tsx';

/** The buyer's buttons on an after-sales record: cancel, and fill in the return shipment. */
export default function AsActions({ id, asNo, actions }: { id: number; asNo: string; actions: AsAction[] }) {
  const [busy, setBusy] = useState(false);
  const [shipping, setShipping] = useState(false);
  const [carrier, setCarrier] = useState('');
  const [trackingNo, setTrackingNo] = useState('');
  const { ask, dialog } = useConfirm();
  // 物流公司 and 物流单号 say what is missing under themselves, as the store's other forms do (it was a toast).
  const fields = useFieldErrors({ carrier: `carrier-${id}`, trackingNo: `tracking-${id}` });
  async function call(send: () => Promise<Envelope<unknown>>) {
    if (busy) return;
    setBusy(true);
    try {
      const r = await send();
      toast.success(r.msg);
      setTimeout(() => location.reload(), 600);
    } catch (e) {
      if (!fields.fail(e)) toast.error(e instanceof ApiFailure ? e.message : '操作失败，请稍后再试');
      setBusy(false);
    }
  }
  // The personal centre's own 提示 dialog, as its other screens ask, not the browser's.
  async function cancel() {
    if (busy) return;
    if (await ask(`确定撤销售后申请 ${asNo} 吗？`)) void call(() => api.post('/api/afterSales/cancel', { id }));
  }
  function ship(e: FormEvent) {
    e.preventDefault();
    if (fields.show(shipmentIssues({ carrier, trackingNo }))) return;
    void call(() => api.post('/api/afterSales/shipBack', { id, carrier, trackingNo }));
  }
  if (!actions.length) return null;
  return (
    <>
      <div className="row-actions" role="group" aria-label={`售后单 ${asNo} 操作`}>
        {actions.includes('shipBack') && (
          <button type="button" className="btn btn-primary" aria-disabled={busy || undefined} onClick={() => setShipping(!busy)}>
            填写退货物流
          </button>
        )}
        {actions.includes('cancel') && (
          <button type="button" className="btn" aria-disabled={busy || undefined} onClick={() => void cancel()}>
            撤销申请
          </button>
        )}
      </div>
      {/* The dialogs stand outside the button row, so their buttons are a dialog's own size. */}
      {actions.includes('shipBack') && (
        <Dialog open={shipping} onClose={() => setShipping(false)} title="填写退货物流" size={480}>
          <form onSubmit={ship}>
            <div className="field">
              <label htmlFor={`carrier-${id}`}>物流公司</label>
              <input
                className="input"
                value={carrier}
                maxLength={SHIPMENT.carrierMax}
                onChange={(e) => {
                  setCarrier(e.target.value);
                  fields.clear('carrier');
                }}
                {...fields.input('carrier')}
              />
              <FieldError id={errorIdOf(`carrier-${id}`)} message={fields.errors.carrier} />
            </div>
            <div className="field">
              <label htmlFor={`tracking-${id}`}>物流单号</label>
              <input
                className="input"
                value={trackingNo}
                maxLength={SHIPMENT.trackingMax}
                onChange={(e) => {
                  setTrackingNo(e.target.value);
                  fields.clear('trackingNo');
                }}
                {...fields.input('trackingNo')}
              />
              <FieldError id={errorIdOf(`tracking-${id}`)} message={fields.errors.trackingNo} />
            </div>
            {/* The store's dialogs' action row: 取消, then the primary action at the right. */}
            <div className="modal-actions">
              <button type="button" className="btn" onClick={() => setShipping(false)}>
                取消
              </button>
              <button type="submit" className="btn btn-primary" aria-disabled={busy || undefined}>
                提交
              </button>
            </div>
          </form>
        </Dialog>
      )}
      {dialog}
    </>
  );
}
