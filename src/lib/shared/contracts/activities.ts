// Activity calls: seckill, group-buys, the coupon centre, the discount zone, platform notices, design templates.
import { z } from 'zod';
import {
  canvasQuery,
  couponClaimBody,
  groupDetailQuery,
  groupJoinBody,
  groupStartBody,
  idQuery,
  pageQuery,
  seckillBuyBody,
  seckillListQuery,
} from '~/lib/shared/activities.ts';
import { defineCalls } from './contract.ts';
import { paging, zFen, zIso, zTime } from './fields.ts';

export const seckillSlot = z.object({
  id: z.int(),
  title: z.string(),
  startAt: zIso,
  endAt: zIso,
  state: z.enum(['upcoming', 'active', 'ended']),
});
export const seckillItem = z.object({
  id: z.int(),
  productId: z.int(),
  skuId: z.int(),
  storeName: z.string(),
  image: z.string(),
  price: zFen,
  otPrice: zFen,
  stock: z.int(),
  sold: z.int(),
  remaining: z.int(),
  /** Per account. */
  limit: z.int(),
  percent: z.int(),
  soldOut: z.boolean(),
  /** The caller has taken today's limit of it (reserved, ordered or paid units), so buying more is refused; false for a visitor. */
  limitReached: z.boolean(),
});
/** A reservation of the caller's still waiting (reserved within its hold, or ordered and unpaid): found again after a reload. */
export const seckillMine = z.object({
  goodsId: z.int(),
  reservationId: z.int(),
  status: z.enum(['reserved', 'ordered']),
  num: z.int(),
  price: zFen,
  orderId: z.int().nullable(),
  expiresAt: zIso,
  /** Its settlement while reserved, the order's payment once ordered. */
  settleUrl: z.string(),
});
export type SeckillMine = z.output<typeof seckillMine>;

export const seckillBoard = z.object({
  date: z.string(),
  today: z.string(),
  serverTime: zIso,
  slots: z.array(seckillSlot),
  slot: seckillSlot.nullable(),
  list: z.array(seckillItem),
  ...paging,
  /** The caller's open reservations for these offers (empty for a visitor). */
  mine: z.array(seckillMine),
});
export type SeckillBoard = z.output<typeof seckillBoard>;

export const seckillBought = z.object({
  reservationId: z.int(),
  goodsId: z.int(),
  productId: z.int(),
  skuId: z.int(),
  storeName: z.string(),
  num: z.int(),
  price: zFen,
  amount: zFen,
  expiresAt: zIso,
  status: z.string(),
  orderId: z.int().nullable(),
  settleUrl: z.string(),
  /** true: the caller already held this reservation (buying again never makes a second one). */
  existing: z.boolean(),
});
export type SeckillBought = z.output<typeof seckillBought>;

export const seckillReservation = z.object({
  id: z.int(),
  goodsId: z.int(),
  day: z.string(),
  userId: z.int(),
  companyId: z.int(),
  num: z.int(),
  price: zFen,
  /** reserved | ordered | paid | released */
  status: z.string(),
  orderId: z.int().nullable(),
  expiresAt: zTime,
  createdAt: zTime,
  productId: z.int(),
  skuId: z.int(),
  storeName: z.string(),
  image: z.string(),
});

const groupItemBase = {
  id: z.int(),
  productId: z.int(),
  title: z.string(),
  image: z.string(),
  productPrice: zFen,
  otPrice: zFen,
  people: z.int(),
  sales: z.int(),
  windowHours: z.int(),
  num: z.int(),
};
export const groupTeam = z.object({
  id: z.int(),
  groupBuyId: z.int(),
  status: z.string(),
  people: z.int(),
  paidCount: z.int(),
  joined: z.int(),
  expiresAt: zIso,
  createdAt: zIso,
  members: z.array(z.object({ name: z.string(), isLeader: z.boolean(), status: z.string() })),
  mine: z.object({ memberId: z.int(), status: z.string(), settleUrl: z.string() }).nullable(),
  /** Why joining this team would be refused to the caller (ended, full, a seat in another team, a colleague seated); null: it would not. */
  joinRefusal: z.string().nullable(),
});
export const groupDetail = z.object({
  item: z.object({ ...groupItemBase, skuId: z.int() }),
  team: groupTeam.nullable(),
  openTeams: z.array(groupTeam),
  serverTime: zIso,
});
export type GroupDetail = z.output<typeof groupDetail>;
/** existing: the caller already held this seat (starting or joining again never takes a second one). */
export const groupSeat = z.object({ teamId: z.int(), memberId: z.int(), expiresAt: zIso, settleUrl: z.string(), existing: z.boolean() });
export type GroupSeat = z.output<typeof groupSeat>;

export const centreCoupon = z.object({
  id: z.int(),
  title: z.string(),
  type: z.string(),
  amount: zFen,
  rate: z.int(),
  minAmount: zFen,
  cate1Id: z.int().nullable(),
  /** 0: unlimited. */
  total: z.int(),
  claimed: z.int(),
  remaining: z.int().nullable(),
  perUser: z.int(),
  claimedByMe: z.int(),
  state: z.enum(['available', 'claimed', 'soldOut']),
  description: z.string(),
  startAt: zIso.nullable(),
  endAt: zIso.nullable(),
  validDays: z.int(),
  percent: z.int(),
});
export const couponCentre = z.object({ list: z.array(centreCoupon), ...paging });
export type CouponCentre = z.output<typeof couponCentre>;

export const discountItem = z.object({
  id: z.int(),
  storeName: z.string(),
  image: z.string(),
  price: zFen,
  otPrice: zFen,
  rate: z.int(),
  label: z.string(),
  sales: z.int(),
  /** 1 in my favourites, 0 not. */
  isCollect: z.int(),
  qiliGoodsTypeId: z.int(),
  endAt: zIso.nullable(),
});

const noticeBrief = { id: z.int(), title: z.string(), summary: z.string(), isTop: z.boolean(), publishedAt: zIso };

export const designTemplate = z.object({
  id: z.int(),
  title: z.string(),
  image: z.string(),
  cate1Id: z.int(),
  cateName: z.string(),
  productId: z.int(),
  storeName: z.string(),
  tags: z.array(z.string()),
  uses: z.int(),
  link: z.string(),
});
export const templateDetail = designTemplate.extend({ sort: z.int(), createdAt: zIso });
export const templateList = z.object({
  categories: z.array(z.object({ id: z.int(), cateName: z.string(), count: z.int() })),
  category: z.int(),
  list: z.array(designTemplate),
  ...paging,
});

export const activityCalls = defineCalls({
  'GET /api/seckill/list': {
    summary: "The day's seckill slots (slot: id, default the running one, else the next; date: today or tomorrow) and its goods",
    query: seckillListQuery,
    answer: seckillBoard,
  },
  'POST /api/seckill/buy': {
    summary: 'Takes the units (per-account limit and stock, atomically) and records a reservation to settle within 30 minutes',
    body: seckillBuyBody,
    answer: seckillBought,
  },
  'GET /api/seckill/reservation': {
    summary: "One of the caller's own seckill reservations (for the settlement page)",
    query: idQuery,
    answer: seckillReservation,
  },
  'GET /api/combination/list': {
    summary: 'Group-buy items',
    query: pageQuery(12),
    answer: z.object({ list: z.array(z.object(groupItemBase)), ...paging }),
  },
  'GET /api/combination/detail': {
    summary: 'A group-buy item (id) or one started group (teamId), with the open teams',
    query: groupDetailQuery,
    answer: groupDetail,
  },
  'POST /api/combination/start': {
    summary: 'Starts a group (the caller leads it and pays first)',
    body: groupStartBody,
    answer: groupSeat,
  },
  'POST /api/combination/join': { summary: 'Joins an open group: one seat per company', body: groupJoinBody, answer: groupSeat },
  'GET /api/coupon/center': {
    summary: "The coupon centre: claimable coupons with the caller's claimed count and state",
    query: pageQuery(12),
    answer: couponCentre,
  },
  'POST /api/coupon/receive': {
    summary: 'Claims a coupon within its per-account and total limits',
    body: couponClaimBody,
    answer: z.object({ id: z.int(), couponId: z.int(), title: z.string(), validFrom: zIso, validUntil: zIso, claimedByMe: z.int() }),
  },
  'GET /api/discount/list': {
    summary: 'The discount zone: products at a rate of their price',
    query: pageQuery(12),
    answer: z.object({ list: z.array(discountItem), ...paging }),
  },
  'GET /api/notice/list': {
    summary: 'Platform notices, pinned first',
    query: pageQuery(10),
    answer: z.object({ list: z.array(z.object(noticeBrief)), ...paging }),
  },
  'GET /api/notice/detail': {
    summary: 'One platform notice as sanitised HTML',
    query: idQuery,
    answer: z.object({ ...noticeBrief, html: z.string() }),
  },
  'GET /api/getCanvas': {
    summary: 'Design templates by top category (0 = all), paginated; or one template with id',
    query: canvasQuery,
    answer: z.union([templateList, templateDetail]),
  },
});
