import { useEffect, useState } from 'react';
import { api } from '~/lib/client/api.ts';

import type { Region } from '~/lib/shared/contracts/account.ts';
export interface RegionValue {
  provinceCode: string;
  cityCode: string;
  districtCode: string;
}

const cache = new Map<string, Region[]>();
async function children(pid: string): Promise<Region[]> {
  const hit = cache.get(pid);
  if (hit) return hit;
  const r = await api.post('/api/address/getson', { pid });
  cache.set(pid, r.data);
  return r.data;
}

/** Province → city → district cascader: three labelled selects, each level loaded when its parent is chosen. */
export default function RegionSelect({
  value,
  onChange,
  aria = () => ({}),
}: {
  value: RegionValue;
  onChange: (v: RegionValue) => void;
  /** Each select's aria-invalid/aria-describedby (the form's field errors). */
  aria?: (k: keyof RegionValue) => { 'aria-invalid'?: boolean; 'aria-describedby'?: string };
}) {
  const [provinces, setProvinces] = useState<Region[]>([]);
  const [cities, setCities] = useState<Region[]>([]);
  const [districts, setDistricts] = useState<Region[]>([]);

  useEffect(() => {
    void children('0')
      .then(setProvinces)
      .catch(() => {});
  }, []);
  useEffect(() => {
    setCities([]);
    if (value.provinceCode)
      void children(value.provinceCode)
        .then(setCities)
        .catch(() => {});
  }, [value.provinceCode]);
  useEffect(() => {
    setDistricts([]);
    if (value.cityCode)
      void children(value.cityCode)
        .then(setDistricts)
        .catch(() => {});
  }, [value.cityCode]);

  const select = (id: string, label: string, list: Region[], current: string, pick: (code: string) => void, k: keyof RegionValue) => (
    <div className="region-col">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <select id={id} className="input" value={current} onChange={(e) => pick(e.target.value)} disabled={!list.length} {...aria(k)}>
        <option value="">请选择{label}</option>
        {list.map((r) => (
          <option key={r.code} value={r.code}>
            {r.name}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <div className="region-row" role="group" aria-label="所在地区">
      {select(
        'addr-province',
        '省份',
        provinces,
        value.provinceCode,
        (c) => onChange({ provinceCode: c, cityCode: '', districtCode: '' }),
        'provinceCode',
      )}
      {select('addr-city', '城市', cities, value.cityCode, (c) => onChange({ ...value, cityCode: c, districtCode: '' }), 'cityCode')}
      {select('addr-district', '区县', districts, value.districtCode, (c) => onChange({ ...value, districtCode: c }), 'districtCode')}
    </div>
  );
}
