// Personal-centre calls: addresses and regions, invoice titles, sub-accounts, favourites, footprints, my coupons.
import { z } from 'zod';
import { addressSchema, idSchema, regionParentSchema } from '~/lib/shared/address.ts';
import { invoiceTitleAddSchema, invoiceTitleEditSchema } from '~/lib/shared/invoice-title.ts';
import { subAccountAddSchema, subAccountEditSchema, subAccountStatusSchema } from '~/lib/shared/sub-account.ts';
import {
  couponsQuerySchema,
  deleteFootprintsSchema,
  favouritesQuerySchema,
  footprintsQuerySchema,
  removeFavouritesSchema,
} from '~/lib/shared/account-lists.ts';
import { defineCalls } from './contract.ts';
import { paging, zDiscount, zFen, zId, zIdText, zTime } from './fields.ts';

export const address = z.object({
  id: z.int(),
  realName: z.string(),
  phone: z.string(),
  provinceCode: z.string(),
  cityCode: z.string(),
  districtCode: z.string(),
  province: z.string(),
  city: z.string(),
  district: z.string(),
  detail: z.string(),
  isDefault: z.boolean(),
});
export type Address = z.output<typeof address>;

export const region = z.object({ code: z.string(), name: z.string() });
export type Region = z.output<typeof region>;
export const regionNode = z.object({
  code: z.string(),
  name: z.string(),
  get children() {
    return z.array(regionNode).optional();
  },
});

export const invoiceTitle = z.object({
  id: z.int(),
  /** 1 增值税普通发票, 2 增值税专用发票. */
  type: z.int(),
  typeName: z.string(),
  title: z.string(),
  taxNo: z.string(),
  regAddress: z.string(),
  regPhone: z.string(),
  bank: z.string(),
  bankAccount: z.string(),
  isDefault: z.boolean(),
  createdAt: zTime,
});
export type InvoiceTitle = z.output<typeof invoiceTitle>;

export const subAccount = z.object({
  id: z.int(),
  phone: z.string(),
  realName: z.string(),
  nickname: z.string(),
  identity: z.string(),
  identityName: z.string(),
  /** 1 enabled, 0 disabled. */
  status: z.int(),
  statusName: z.string(),
  createdAt: zTime,
});
export type SubAccount = z.output<typeof subAccount>;

export const identityRow = z.object({
  key: z.string(),
  name: z.string(),
  description: z.string(),
  permissions: z.array(z.object({ key: z.string(), name: z.string() })),
});
export type IdentityRow = z.output<typeof identityRow>;

/** The product card of the account lists (only spot samples, type 5, show a price). */
export const goodsCard = z.object({
  id: z.int(),
  storeName: z.string(),
  image: z.string(),
  price: zFen,
  otPrice: zFen,
  qiliGoodsTypeId: z.int(),
  isShow: z.boolean(),
  tag: z.string(),
  showPrice: z.boolean(),
  /** The discount-zone rate running now (price is then the discounted price), or null. */
  discount: zDiscount.nullable(),
});
export type GoodsCard = z.output<typeof goodsCard>;

/** isCollect: always 1 here (a favourite). */
export const favouritesPage = z.object({ list: z.array(goodsCard.extend({ collectedAt: zTime, isCollect: z.int() })), ...paging });
export type FavouritesPage = z.output<typeof favouritesPage>;

export const footprintsPage = z.object({
  days: z.array(z.object({ day: z.string(), list: z.array(goodsCard.extend({ footId: z.int(), day: z.string(), viewedAt: zTime })) })),
  ...paging,
});
export type FootprintsPage = z.output<typeof footprintsPage>;

export const myCoupon = z.object({
  id: z.int(),
  couponId: z.int(),
  title: z.string(),
  /** 'full' 满减, 'discount' 折扣. */
  type: z.string(),
  amount: zFen,
  rate: z.int(),
  minAmount: zFen,
  cate1Id: z.int().nullable(),
  cateName: z.string().nullable(),
  description: z.string(),
  validFrom: zTime,
  validUntil: zTime,
  usedAt: zTime.nullable(),
  /** The tab: 0 unused, 1 used, 2 expired. */
  status: z.int(),
  ruleText: z.string(),
  scopeText: z.string(),
});
export const myCouponsPage = z.object({
  list: z.array(myCoupon),
  ...paging,
  counts: z.object({ unused: z.int(), used: z.int(), expired: z.int() }),
});
export type MyCouponsPage = z.output<typeof myCouponsPage>;

/** Favourite toggle on product cards and the detail page. */
export const collectSchema = z.strictObject({
  id: zId('商品ID'),
  category: z.literal('collect', { error: '收藏类型不正确' }),
});

const idParam = z.strictObject({ id: zIdText() });
const removed = z.object({ id: z.int() });

export const accountCalls = defineCalls({
  'GET /api/address/list': { summary: "The caller's delivery addresses, the default first", answer: z.array(address) },
  'POST /api/address/edit': {
    summary: 'Creates (no id or 0) or updates an address; region codes are resolved to names',
    body: addressSchema,
    answer: address,
  },
  'POST /api/address/del': { summary: 'Deletes an address; the newest remaining one becomes the default', body: idSchema, answer: removed },
  'POST /api/address/default/set': { summary: 'Makes an address the default', body: idSchema, answer: address },
  'POST /api/address/getson': {
    summary: "A region's children (pid '' or 0: the provinces)",
    body: regionParentSchema,
    answer: z.array(region),
  },
  'GET /api/city_list': { summary: 'The whole province → city → district tree (cacheable for a day)', answer: z.array(regionNode) },

  'GET /api/billInfo/list': { summary: "The company's invoice titles, the default first", answer: z.array(invoiceTitle) },
  'POST /api/billInfo/add': {
    summary: 'Saves a new invoice title (专用 needs address, phone, bank and account)',
    body: invoiceTitleAddSchema,
    answer: invoiceTitle,
  },
  'POST /api/billInfo/edit': { summary: 'Updates an invoice title', body: invoiceTitleEditSchema, answer: invoiceTitle },
  'POST /api/billInfo/default/set': { summary: 'Makes an invoice title the default', body: idSchema, answer: invoiceTitle },
  'GET /api/billInfo/del/[id]': {
    summary: 'Deletes an invoice title (a GET, as the spec has it: bearer header only)',
    params: idParam,
    answer: removed,
  },

  'GET /api/son/list': { summary: "The main account's sub-accounts", answer: z.array(subAccount) },
  'GET /api/son/identity/list': { summary: 'The identities a sub-account may hold and what each grants', answer: z.array(identityRow) },
  'POST /api/son/add': { summary: 'Adds a sub-account (at most 20 per company)', body: subAccountAddSchema, answer: subAccount },
  'POST /api/son/edit': {
    summary: 'Edits a sub-account; a new password ends its sessions',
    body: subAccountEditSchema,
    answer: subAccount,
  },
  'POST /api/son/del': {
    summary: 'Deletes a sub-account without business records (otherwise disable it)',
    body: idSchema,
    answer: removed,
  },
  'POST /api/son/onStatus/[id]': {
    summary: 'Enables (1) or disables (0) a sub-account, or toggles without a body; disabling ends its sessions',
    params: idParam,
    body: subAccountStatusSchema,
    answer: subAccount,
  },

  'POST /api/collect/add': {
    summary: 'Adds a product to my favourites',
    body: collectSchema,
    answer: z.object({ isCollect: z.literal(1) }),
  },
  'POST /api/collect/del': {
    summary: 'Removes a product from my favourites',
    body: collectSchema,
    answer: z.object({ isCollect: z.literal(0) }),
  },
  'GET /api/collect/user': { summary: 'My favourites, paginated', query: favouritesQuerySchema, answer: favouritesPage },
  'POST /api/collect/user/del': {
    summary: 'Removes several products from my favourites',
    body: removeFavouritesSchema,
    answer: z.object({ removed: z.array(z.int()) }),
  },
  'GET /api/collect/foot': {
    summary: 'My browsing history grouped by day, newest first',
    query: footprintsQuerySchema,
    answer: footprintsPage,
  },
  'DELETE /api/collect/delFoot': {
    summary: 'Removes footprints: {ids}, {day: YYYY-MM-DD} or {all: true}',
    body: deleteFootprintsSchema,
    answer: z.object({ removed: z.int() }),
  },
  'GET /api/coupons/user': {
    summary: 'My coupons by tab (status 0 unused, 1 used, 2 expired) with the count of each tab',
    query: couponsQuerySchema,
    answer: myCouponsPage,
  },
});
