// China's administrative regions (GB/T 2260 codes) from the bundled @vant/area-data package:
// 34 provinces, their cities and districts. Nothing is fetched at run time.
import { areaList } from '@vant/area-data';
import { badRequest } from '../http.ts';

export interface Region {
  code: string;
  name: string;
}
export interface RegionNode extends Region {
  children?: RegionNode[];
}

const byPrefix = (list: Record<string, string>, prefix: string): Region[] =>
  Object.entries(list)
    .filter(([code]) => code.startsWith(prefix))
    .map(([code, name]) => ({ code, name }))
    .sort((a, b) => a.code.localeCompare(b.code));

const provinces = byPrefix(areaList.province_list, '');
const citiesOf = new Map(provinces.map((p) => [p.code, byPrefix(areaList.city_list, p.code.slice(0, 2))]));
const districtsOf = new Map(
  Object.keys(areaList.city_list).map((c) => [c, byPrefix(areaList.county_list, c.slice(0, 4))]),
);

let tree: RegionNode[] | null = null;

/** The whole three-level tree (built once, about 3,900 nodes). */
export function regionTree(): RegionNode[] {
  tree ??= provinces.map((p) => ({
    ...p,
    children: (citiesOf.get(p.code) ?? []).map((c) => ({ ...c, children: districtsOf.get(c.code) ?? [] })),
  }));
  return tree;
}

/** The direct children of a region; '' or '0' gives the provinces. Unknown codes give an empty list. */
export function regionChildren(parent: string): Region[] {
  if (!parent || parent === '0') return provinces;
  return citiesOf.get(parent) ?? districtsOf.get(parent) ?? [];
}

/** Checks that province ⊃ city ⊃ district and returns their names (never trusting names sent by a client). */
export function resolveRegion(provinceCode: string, cityCode: string, districtCode: string) {
  const province = provinces.find((p) => p.code === provinceCode);
  const city = province && citiesOf.get(province.code)?.find((c) => c.code === cityCode);
  const district = city && districtsOf.get(city.code)?.find((d) => d.code === districtCode);
  if (!province || !city || !district) throw badRequest('请选择正确的省市区');
  return { province: province.name, city: city.name, district: district.name };
}
