import { useState, type FormEvent } from 'react';
import { api } from '~/lib/client/api.ts';
import { toast } from '~/lib/client/toast.ts';
import { lazily, warm } from '~/lib/client/lazy.ts';
import { PHONE_MAX_LENGTH } from '~/lib/shared/validation.ts';
import { ADDRESS_TEXT } from '~/lib/shared/text-limits.ts';
import type { Address } from '~/lib/shared/contracts/account.ts';
import { useSubmit } from '~/islands/auth/useSubmit.ts';
import { useHydrated } from '~/islands/cart/useHydrated.ts';
import RegionSelect, { type RegionValue } from './RegionSelect.tsx';
import { FieldError, errorIdOf, useFieldErrors } from '~/islands/shared/fieldErrors.tsx';

const IDS = {
  realName: 'addr-name',
  phone: 'addr-phone',
  provinceCode: 'addr-province',
  cityCode: 'addr-city',
  districtCode: 'addr-district',
  detail: 'addr-detail',
};
/** The one message of the three region selects. */
const REGION_ERROR = 'addr-region-error';

const schemas = lazily(() => import('~/lib/shared/address.ts'));

interface Props {
  initial: Address | null;
  onSaved: (id: number) => void;
  onCancel: () => void;
  /** The address book saves through /api/address/edit, the checkout through /api/order/address: one server function. */
  endpoint?: '/api/address/edit' | '/api/order/address';
  submitLabel?: string;
  /** The form's accessible name when it stands on a page rather than in a titled dialog. */
  label?: string;
}

/** Add (no id) or edit an address; the shared schema gives the same messages as the server. */
export default function AddressForm({ initial, onSaved, onCancel, endpoint = '/api/address/edit', submitLabel = '保存', label }: Props) {
  const [realName, setRealName] = useState(initial?.realName ?? '');
  const [phone, setPhone] = useState(initial?.phone ?? '');
  const [region, setRegion] = useState<RegionValue>({
    provinceCode: initial?.provinceCode ?? '',
    cityCode: initial?.cityCode ?? '',
    districtCode: initial?.districtCode ?? '',
  });
  const [detail, setDetail] = useState(initial?.detail ?? '');
  const [isDefault, setIsDefault] = useState(initial?.isDefault ?? false);
  const fields = useFieldErrors(IDS);
  const { errors } = fields;
  const { busy: working, run } = useSubmit(fields);
  // Server-rendered on the checkout page: nothing submits before React has taken over.
  const hydrated = useHydrated();

  function submit(e: FormEvent) {
    e.preventDefault();
    const body = { ...(initial ? { id: initial.id } : {}), realName, phone, ...region, detail, isDefault };
    void run(async () => {
      const parsed = (await schemas()).addressSchema.safeParse(body);
      if (!parsed.success) return void fields.showIssues(parsed.error.issues);
      const r = await api.post(endpoint, parsed.data);
      toast.success(r.msg);
      onSaved(r.data.id);
    });
  }

  return (
    <form onSubmit={submit} onFocus={warm(schemas)} noValidate aria-label={label}>
      <div className="field">
        <label htmlFor="addr-name">收货人</label>
        <input
          className="input"
          maxLength={ADDRESS_TEXT.realNameMax}
          value={realName}
          onChange={(e) => {
            setRealName(e.target.value);
            fields.clear('realName');
          }}
          placeholder="请输入收货人姓名"
          {...fields.input('realName')}
        />
        <FieldError id={errorIdOf(IDS.realName)} message={errors.realName} />
      </div>
      <div className="field">
        <label htmlFor="addr-phone">联系电话</label>
        <input
          className="input"
          maxLength={PHONE_MAX_LENGTH}
          value={phone}
          onChange={(e) => {
            setPhone(e.target.value.trim());
            fields.clear('phone');
          }}
          placeholder="手机号或座机（如 021-12345678）"
          {...fields.input('phone')}
        />
        <FieldError id={errorIdOf(IDS.phone)} message={errors.phone} />
      </div>
      <div className="field">
        <span className="field-label">所在地区</span>
        <RegionSelect
          value={region}
          onChange={(v) => {
            setRegion(v);
            fields.clear('provinceCode', 'cityCode', 'districtCode');
          }}
          aria={(k) => fields.input(k, REGION_ERROR)}
        />
        <FieldError id={REGION_ERROR} message={errors.provinceCode ?? errors.cityCode ?? errors.districtCode} />
      </div>
      <div className="field">
        <label htmlFor="addr-detail">详细地址</label>
        <textarea
          className="input textarea"
          maxLength={ADDRESS_TEXT.detailMax}
          value={detail}
          onChange={(e) => {
            setDetail(e.target.value);
            fields.clear('detail');
          }}
          placeholder="街道、门牌号、楼层等"
          {...fields.input('detail')}
        />
        <FieldError id={errorIdOf(IDS.detail)} message={errors.detail} />
      </div>
      <label className="check">
        <input type="checkbox" checked={isDefault} onChange={(e) => setIsDefault(e.target.checked)} /> 设为默认地址
      </label>
      <div className="modal-actions">
        <button type="button" className="btn" onClick={onCancel}>
          取消
        </button>
        <button type="submit" className="btn btn-primary" disabled={!hydrated} aria-disabled={working || undefined}>
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
