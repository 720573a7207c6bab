import { useState, type FormEvent } from 'react';
import { api, ApiFailure } from '../../lib/client/api.ts';
import { toast } from '../../lib/client/toast.ts';
import { isPhone } from '../../lib/shared/validation.ts';
import { useHydrated } from './useHydrated.ts';

const FIELDS = [
  ['realName', '收货人'], ['phone', '联系电话'], ['province', '省份'], ['city', '城市'], ['district', '区县'], ['detail', '详细地址'],
] as const;
type Key = (typeof FIELDS)[number][0];

/** The small inline form for a new delivery address; the full address book is at /address. */
export default function NewAddressForm({ onSaved, onCancel }: { onSaved: (id: number) => void; onCancel: () => void }) {
  const [v, setV] = useState<Record<Key, string>>({ realName: '', phone: '', province: '', city: '', district: '', detail: '' });
  const [working, setBusy] = useState(false);
  const hydrated = useHydrated();
  const busy = working || !hydrated;
  async function submit(e: FormEvent) {
    e.preventDefault();
    const missing = FIELDS.find(([k]) => !v[k].trim());
    if (missing) return toast.warning(`请填写${missing[1]}`);
    if (!isPhone(v.phone.trim())) return toast.warning('联系电话格式不正确');
    setBusy(true);
    try {
      const r = await api.post('/api/order/address', { ...v, isDefault: false });
      toast.success('地址已保存');
      onSaved(r.data.id);
    } catch (err) {
      toast.error(err instanceof ApiFailure ? err.message : '保存失败');
    } finally {
      setBusy(false);
    }
  }
  return (
    <form className="form-grid" onSubmit={submit} aria-label="新增收货地址">
      {FIELDS.map(([k, label]) => (
        <div key={k} className={k === 'detail' ? 'field wide' : 'field'}>
          <label htmlFor={`addr-${k}`}>{label}</label>
          <input id={`addr-${k}`} className="input" disabled={busy} value={v[k]} maxLength={k === 'detail' ? 120 : 30} onChange={(e) => setV({ ...v, [k]: e.target.value })} />
        </div>
      ))}
      <div className="wide">
        <button type="submit" className="btn btn-primary" disabled={busy}>保存地址</button>{' '}
        <button type="button" className="btn" onClick={onCancel}>取消</button>
      </div>
    </form>
  );
}
