import { useState, type FormEvent } from 'react';
import { api, ApiFailure } from '~/lib/client/api.ts';
import { toast } from '~/lib/client/toast.ts';
import PhotoPicker, { type Photo } from './PhotoPicker.tsx';
import { EVALUATION, evaluationContentProblem } from '~/lib/shared/aftersale-limits.ts';

const WORDS = ['', '很差', '较差', '一般', '满意', '非常满意'];
const SCORES = Array.from({ length: EVALUATION.scoreMax - EVALUATION.scoreMin + 1 }, (_, i) => EVALUATION.scoreMin + i);

function Stars({ label, value, onChange, name }: { label: string; value: number; onChange: (n: number) => void; name: string }) {
  return (
    <fieldset className="star-input" aria-label={label}>
      <legend className="sr-only">{label}</legend>
      <span>{label}：</span>
      {SCORES.map((n) => (
        <label key={n} className={n <= value ? 'on' : ''} title={WORDS[n]}>
          <input type="radio" name={name} value={n} checked={value === n} onChange={() => onChange(n)} aria-label={`${label}${n}分`} />
          <span aria-hidden="true">★</span>
        </label>
      ))}
      <span className="muted small">{WORDS[value]}</span>
    </fieldset>
  );
}

/** The evaluation of one order line. */
export default function EvaluateForm({ orderId, lineId, productName }: { orderId: number; lineId: number; productName: string }) {
  const [productScore, setProductScore] = useState<number>(EVALUATION.scoreMax);
  const [serviceScore, setServiceScore] = useState<number>(EVALUATION.scoreMax);
  const [content, setContent] = useState('');
  const [photos, setPhotos] = useState<Photo[]>([]);
  const [busy, setBusy] = useState(false);
  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    const problem = evaluationContentProblem(content);
    if (problem) return toast.warning(problem);
    setBusy(true);
    try {
      const r = await api.post('/api/evaluate/submit', {
        orderId,
        orderLineId: lineId,
        productScore,
        serviceScore,
        content,
        imageIds: photos.map((p) => p.id),
      });
      toast.success(r.msg);
      setTimeout(() => location.reload(), 600);
    } catch (err) {
      toast.error(err instanceof ApiFailure ? err.message : '提交失败，请稍后再试');
      setBusy(false);
    }
  }
  const id = `eval-${lineId}`;
  return (
    <form onSubmit={submit} aria-label={`评价 ${productName}`}>
      <div className="field">
        <Stars label="商品评分" name={`${id}-p`} value={productScore} onChange={setProductScore} />
      </div>
      <div className="field">
        <Stars label="服务评分" name={`${id}-s`} value={serviceScore} onChange={setServiceScore} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-text`}>评价内容</label>
        <textarea
          id={`${id}-text`}
          maxLength={EVALUATION.contentMax}
          value={content}
          onChange={(e) => setContent(e.target.value)}
          placeholder={`说说印刷质量、交期和服务体验（${EVALUATION.contentMin}-${EVALUATION.contentMax}字）`}
        />
      </div>
      <div className="field">
        <span>晒图</span>
        <PhotoPicker
          endpoint="/api/evaluate/upload"
          max={EVALUATION.photosMax}
          photos={photos}
          onChange={setPhotos}
          label={`评价图片-${productName}`}
        />
      </div>
      <button type="submit" className="btn btn-primary" aria-disabled={busy || undefined}>
        {busy ? '提交中…' : '提交评价'}
      </button>
    </form>
  );
}
