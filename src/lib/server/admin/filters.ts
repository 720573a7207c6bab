// The query of every back-office work list (?state=&company=&no=&product=&from=&to=&page=): one schema, read one way.
// A bad value answers 400 with a Chinese message on the page (the list shows nothing rather than a wrong guess).
import { z } from 'zod';
import { ApiError, readQuery } from '~/lib/server/http.ts';
import type { WorkFilter } from '~/lib/server/orders/operator.ts';
import { chinaDayRange } from '~/lib/shared/time.ts';
import { zDay } from '~/lib/shared/contracts/fields.ts';
import { pageCount } from '~/lib/shared/paging.ts';

export const PAGE_SIZE = 20;

const day = (label: string) => zDay(`${label}格式应为YYYY-MM-DD`);
/** How long each text filter may be: the schema's limit and the filter bar's maxlength (ListFilters.astro). */
export const TEXT_FILTER_MAX = { company: 50, no: 40, product: 50, q: 50 } as const;
export type TextFilter = keyof typeof TEXT_FILTER_MAX;
const part = (name: TextFilter, label: string) =>
  z.string().trim().max(TEXT_FILTER_MAX[name], `${label}不能超过${TEXT_FILTER_MAX[name]}个字`);

export const workQuery = z.strictObject({
  state: z.string().max(200, '状态格式不正确').optional(),
  company: part('company', '企业名称').optional(),
  no: part('no', '单号').optional(),
  product: part('product', '商品').optional(),
  from: z.union([z.literal(''), day('开始日期')]).optional(),
  to: z.union([z.literal(''), day('结束日期')]).optional(),
  page: z
    .string()
    .regex(/^\d{1,5}$/, '页码格式不正确')
    .optional(),
  q: part('q', '关键词').optional(),
});
export type WorkQuery = z.output<typeof workQuery>;

export interface ParsedList<S = string> {
  filter: WorkFilter<S>;
  /** What the filter form shows again. */
  values: Record<string, string>;
  error: string | null;
}

/** Reads a list's query: `states` maps a state key (or the queue names a page offers) to the states (or cases) it means. */
export function readWorkQuery<S = string>(url: URL, states: Record<string, readonly S[]>): ParsedList<S> {
  const empty = { filter: { page: 1, limit: PAGE_SIZE }, values: {}, error: null };
  let q: WorkQuery;
  try {
    q = readQuery(url, workQuery);
  } catch (e) {
    if (e instanceof ApiError) return { ...empty, error: e.message };
    throw e;
  }
  const keys = (q.state ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const unknown = keys.find((k) => !(k in states));
  if (unknown) return { ...empty, error: `未知状态：${unknown}` };
  if (q.from && q.to && q.from > q.to) return { ...empty, error: '开始日期不能晚于结束日期' };
  const page = Math.max(1, Number(q.page ?? 1));
  const filter: WorkFilter<S> = {
    states: [...new Set(keys.flatMap((k) => states[k]!))],
    company: q.company || undefined,
    no: q.no || undefined,
    product: q.product || undefined,
    ...chinaDayRange(q.from, q.to),
    page,
    limit: PAGE_SIZE,
  };
  const values = Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined && v !== '')) as Record<string, string>;
  return { filter, values, error: null };
}

/** A list page's link with one value changed (the pager, queue links). */
export function listHref(path: string, values: Record<string, string>, change: Record<string, string | number | undefined>): string {
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries({ ...values, ...change })) if (v !== undefined && v !== '') p.set(k, String(v));
  const s = p.toString();
  return s ? `${path}?${s}` : path;
}

/**
 * A list page past its last (?page=99 typed or kept in a link, a queue's page 2 after its rows were worked off): the
 * address of the last page, which the page redirects to, so no list shows 第 8/8 页 over no rows. Null on a page
 * that exists. Every back-office list with a ListPager asks it, once it knows the total.
 */
export function pastLastPage(path: string, values: Record<string, string>, page: number, limit: number, total: number): string | null {
  const last = pageCount(total, limit);
  return page > last ? listHref(path, values, { page: last === 1 ? undefined : last }) : null;
}
