import { useMemo, useState, type FormEvent } from 'react';
import { api, ApiFailure } from '~/lib/client/api.ts';
import { newSubmissionKey } from '~/lib/client/submission-key.ts';
import { toast } from '~/lib/client/toast.ts';
import { formatPrice } from '~/lib/shared/money.ts';
import { parseYuan, yuanInput } from '~/lib/shared/yuan.ts';
import { claimMax } from '~/lib/shared/refund-caps.ts';
import { AFTERSALE, aftersaleNumProblem } from '~/lib/shared/aftersale-limits.ts';
import PhotoPicker, { type Photo } from './PhotoPicker.tsx';
import { FieldError, errorIdOf, useFieldErrors } from '~/islands/shared/fieldErrors.tsx';
import type { AsReason, ClaimableLine } from '~/lib/shared/contracts/aftersales.ts';

export type ClaimLine = ClaimableLine;

/** The fields a refusal may name (the body's keys), in the form's order, and their inputs. */
const IDS = { reason: 'as-reason', num: 'as-num', refundAmount: 'as-amount', description: 'as-desc' };

/** /submitAS: one application per order line. */
export default function AftersaleForm({
  orderId,
  lines,
  shipped,
  reasons,
  initialLineId,
}: {
  orderId: number;
  lines: ClaimLine[];
  shipped: boolean;
  reasons: AsReason[];
  initialLineId?: number;
}) {
  const open = lines.filter((l) => l.leftNum > 0);
  const [lineId, setLineId] = useState(open.find((l) => l.id === initialLineId)?.id ?? open[0]?.id ?? 0);
  const line = open.find((l) => l.id === lineId);
  const [type, setType] = useState<1 | 2>(shipped ? 2 : 1);
  const [reason, setReason] = useState<AsReason | ''>('');
  const [description, setDescription] = useState('');
  const [num, setNum] = useState(String(line?.leftNum ?? 1));
  const n = Number(num);
  // The server's own rule (claimMax: the goods' part, and the freight with the last units of an unshipped order); shown here, checked there again.
  const max = useMemo(() => (line && Number.isInteger(n) ? claimMax(line, n) : 0), [line, n]);
  const [amount, setAmount] = useState('');
  const [photos, setPhotos] = useState<Photo[]>([]);
  const [busy, setBusy] = useState(false);
  const fields = useFieldErrors(IDS);
  const { errors } = fields;
  // One key per visit of the form: a retry after a lost answer gets the application already made, not a second.
  const [key] = useState(newSubmissionKey);

  function chooseLine(id: number) {
    setLineId(id);
    const l = open.find((x) => x.id === id);
    setNum(String(l?.leftNum ?? 1));
    setAmount('');
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    if (!line) return toast.warning('请选择售后商品');
    // Each message under its field, the first of them focused (the store's field-error pattern).
    const numWhy = aftersaleNumProblem(n, line);
    const fen = parseYuan(amount || yuanInput(max));
    const amountWhy = fen === null || fen <= 0 ? '请填写正确的退款金额' : fen > max ? `退款金额不能超过${formatPrice(max)}` : null;
    if (fields.show({ reason: reason ? null : '请选择售后原因', num: numWhy, refundAmount: numWhy ? null : amountWhy })) return;
    if (!reason || fen === null) return; // (refused just above; says so to the type checker)
    setBusy(true);
    try {
      const r = await api.post('/api/afterSales/submit', {
        orderId,
        orderLineId: line.id,
        type,
        reason,
        description,
        imageIds: photos.map((p) => p.id),
        num: n,
        refundAmount: fen,
        idempotencyKey: key,
      });
      toast.success(r.msg);
      setTimeout(() => location.assign(`/asRecordDetail?id=${r.data.id}`), 600);
    } catch (err) {
      if (!fields.fail(err)) toast.error(err instanceof ApiFailure ? err.message : '提交失败，请稍后再试');
      setBusy(false);
    }
  }

  if (!open.length) return <p className="notice">该订单的商品已全部申请售后</p>;
  return (
    // noValidate: the form's own Chinese messages, not the browser's bubble for the quantity's min and max.
    <form className="as-form" onSubmit={submit} aria-label="申请售后" noValidate>
      <fieldset className="field">
        <legend>售后商品</legend>
        <ul className="check-list">
          {open.map((l) => (
            <li key={l.id}>
              <label>
                <input type="radio" name="line" checked={l.id === lineId} onChange={() => chooseLine(l.id)} />
                <img src={l.image} alt="" width="48" height="48" />
                <span>
                  {l.productName}
                  <br />
                  <span className="muted small">
                    {Object.values(l.specs).join(' / ')} · 可申请 {l.leftNum}
                    {l.unitName}，最多退 {formatPrice(l.maxForAll)}
                    {l.freight > 0 && `（含运费${formatPrice(l.freight)}）`}
                  </span>
                </span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <fieldset className="field">
        <legend>售后类型</legend>
        <div className="inline">
          <label>
            <input type="radio" name="type" checked={type === 1} onChange={() => setType(1)} /> 仅退款
          </label>
          <label>
            <input type="radio" name="type" checked={type === 2} disabled={!shipped} onChange={() => setType(2)} /> 退货退款
          </label>
          {!shipped && <span className="muted small">订单未发货，只能申请仅退款</span>}
        </div>
      </fieldset>
      <div className="field">
        <label htmlFor="as-reason">售后原因</label>
        <select
          {...fields.input('reason')}
          value={reason}
          onChange={(e) => {
            setReason(e.target.value as AsReason | '');
            fields.clear('reason');
          }}
        >
          <option value="">请选择</option>
          {reasons.map((r) => (
            <option key={r} value={r}>
              {r}
            </option>
          ))}
        </select>
        <FieldError id={errorIdOf(IDS.reason)} message={errors.reason} />
      </div>
      <div className="field inline">
        <div>
          <label htmlFor="as-num">售后数量（{line?.unitName}）</label>
          <input
            {...fields.input('num')}
            className="input"
            type="number"
            min={1}
            max={line?.leftNum}
            value={num}
            onChange={(e) => {
              setNum(e.target.value);
              setAmount('');
              fields.clear('num', 'refundAmount');
            }}
          />
          <FieldError id={errorIdOf(IDS.num)} message={errors.num} />
        </div>
        <div>
          <label htmlFor="as-amount">退款金额（元）</label>
          <input
            {...fields.input('refundAmount')}
            className="input"
            inputMode="decimal"
            placeholder={yuanInput(max)}
            value={amount}
            onChange={(e) => {
              setAmount(e.target.value);
              fields.clear('refundAmount');
            }}
          />
          <FieldError id={errorIdOf(IDS.refundAmount)} message={errors.refundAmount} />
        </div>
        <p className="muted small">
          最多可退 <b className="price">{formatPrice(max)}</b>
          {line && line.freight > 0 && n === line.leftNum ? `（含运费${formatPrice(line.freight)}）` : '（不含运费）'}
        </p>
      </div>
      <div className="field">
        <label htmlFor="as-desc">问题描述</label>
        <textarea
          {...fields.input('description')}
          maxLength={AFTERSALE.descriptionMax}
          value={description}
          onChange={(e) => {
            setDescription(e.target.value);
            fields.clear('description');
          }}
          placeholder={`请描述问题，便于平台尽快处理（${AFTERSALE.descriptionMax}字以内）`}
        />
        <FieldError id={errorIdOf(IDS.description)} message={errors.description} />
      </div>
      <div className="field">
        <span>上传凭证</span>
        <PhotoPicker
          endpoint="/api/afterSales/upload"
          max={AFTERSALE.photosMax}
          photos={photos}
          onChange={setPhotos}
          label="售后凭证图片"
        />
      </div>
      {/* aria-disabled while it sends, not disabled: a refusal finds focus still on it (disabled, it fell to the top). */}
      <button type="submit" className="btn btn-primary btn-lg" aria-disabled={busy || undefined}>
        {busy ? '提交中…' : '提交申请'}
      </button>
    </form>
  );
}
