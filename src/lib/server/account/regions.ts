// China's administrative regions (GB/T 2260 codes) from the bundled @vant/area-data package:
// 34 provinces, their cities and districts. Nothing is fetched at run time.
import { areaList } from '@vant/area-data';
import { badRequest } from '~/lib/server/http.ts';

export interface Region {
  code: string;
  name: string;
}
export interface RegionNode extends Region {
  children?: RegionNode[];
}

const byCode = (a: Region, b: Region) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0);

/** Groups every entry under the first `width` digits of its code, each group sorted by code. */
function groupBy(list: Record<string, string>, width: number): Map<string, Region[]> {
  const out = new Map<string, Region[]>();
  for (const [code, name] of Object.entries(list)) {
    const key = code.slice(0, width);
    let g = out.get(key);
    if (!g) out.set(key, (g = []));
    g.push({ code, name });
  }
  for (const g of out.values()) g.sort(byCode);
  return out;
}

// Built on first use, in one pass per level: the server starts without paying for it.
let index: { provinces: Region[]; citiesOf: Map<string, Region[]>; districtsOf: Map<string, Region[]> } | null = null;
function regions() {
  if (index) return index;
  const provinces = Object.entries(areaList.province_list)
    .map(([code, name]) => ({ code, name }))
    .sort(byCode);
  const cities = groupBy(areaList.city_list, 2);
  const counties = groupBy(areaList.county_list, 4);
  const citiesOf = new Map(provinces.map((p) => [p.code, cities.get(p.code.slice(0, 2)) ?? []]));
  const districtsOf = new Map(Object.keys(areaList.city_list).map((c) => [c, counties.get(c.slice(0, 4)) ?? []]));
  return (index = { provinces, citiesOf, districtsOf });
}

let tree: RegionNode[] | null = null;

/** The whole three-level tree (built once, about 3,900 nodes). */
export function regionTree(): RegionNode[] {
  const { provinces, citiesOf, districtsOf } = regions();
  tree ??= provinces.map((p) => ({
    ...p,
    children: (citiesOf.get(p.code) ?? []).map((c) => ({ ...c, children: districtsOf.get(c.code) ?? [] })),
  }));
  return tree;
}

/** The direct children of a region; '' or '0' gives the provinces. Unknown codes give an empty list. */
export function regionChildren(parent: string): Region[] {
  const { provinces, citiesOf, districtsOf } = regions();
  if (!parent || parent === '0') return provinces;
  return citiesOf.get(parent) ?? districtsOf.get(parent) ?? [];
}

/** Checks that province ⊃ city ⊃ district and returns their names (never trusting names sent by a client). */
export function resolveRegion(provinceCode: string, cityCode: string, districtCode: string) {
  const { province, city, district } = findRegion((list, i) => list.find((r) => r.code === [provinceCode, cityCode, districtCode][i]));
  return { province: province.name, city: city.name, district: district.name };
}

/** The codes and names of a region typed by name (province ⊃ city ⊃ district, each name exact). */
export function regionByNames(names: { province: string; city: string; district: string }) {
  const wanted = [names.province.trim(), names.city.trim(), names.district.trim()];
  const { province, city, district } = findRegion((list, i) => list.find((r) => r.name === wanted[i]));
  return {
    provinceCode: province.code,
    cityCode: city.code,
    districtCode: district.code,
    province: province.name,
    city: city.name,
    district: district.name,
  };
}

/** Walks province → city → district with `pick` choosing at each level (0, 1, 2); refuses a path that is not there. */
function findRegion(pick: (list: Region[], level: number) => Region | undefined) {
  const { provinces, citiesOf, districtsOf } = regions();
  const province = pick(provinces, 0);
  const city = province && pick(citiesOf.get(province.code) ?? [], 1);
  const district = city && pick(districtsOf.get(city.code) ?? [], 2);
  if (!province || !city || !district) throw badRequest('请选择正确的省市区', 'provinceCode');
  return { province, city, district };
}
