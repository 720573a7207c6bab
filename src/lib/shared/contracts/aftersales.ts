// After the purchase: after-sales applications, evaluations and order notices.
import { z } from 'zod';
import { MULTIPART, defineCalls } from './contract.ts';
import {
  paging,
  zCarrier,
  zFen,
  idempotencyKeySchema,
  zId,
  zIdText,
  zLimitText,
  zPageText,
  zQty,
  zSpecs as specs,
  zTime,
  zTimelineStep,
  zTrackingNo,
} from './fields.ts';
import { evaluationItem } from './store.ts';
import { AFTERSALE, EVALUATION, evaluationContentProblem } from '~/lib/shared/aftersale-limits.ts';
import { zListLimit, zListPage } from './orders.ts';

export const AS_REASONS = [
  '印刷质量问题',
  '商品破损',
  '数量短缺',
  '规格与订单不符',
  '与商品描述不符',
  '未收到货物',
  '交期延误',
  '协商一致退款',
  '其他',
] as const;
export type AsReason = (typeof AS_REASONS)[number];

// ---- inputs ----

export const asSubmitSchema = z.strictObject({
  orderId: zId('订单'),
  orderLineId: zId('订单商品'),
  type: z.union([z.literal(1), z.literal(2)], { error: '请选择售后类型' }),
  reason: z.enum(AS_REASONS, { error: '请选择售后原因' }),
  description: z
    .string({ error: '问题描述格式不正确' })
    .trim()
    .max(AFTERSALE.descriptionMax, `问题描述不能超过${AFTERSALE.descriptionMax}字`)
    .default(''),
  imageIds: z.array(zId('图片'), { error: '图片格式不正确' }).max(AFTERSALE.photosMax, `最多上传${AFTERSALE.photosMax}张图片`).default([]),
  num: zQty('售后数量'),
  /** Fen. */
  refundAmount: z.number({ error: '请填写退款金额' }).int('退款金额格式不正确').positive('退款金额必须大于0'),
  /** The application form's key: its retry after a lost answer gets the record already made, not a second one. */
  idempotencyKey: idempotencyKeySchema.optional(),
});
export type AsSubmitInput = z.output<typeof asSubmitSchema>;

export const asIdSchema = z.strictObject({ id: zId('售后单') });

export const shipBackSchema = z.strictObject({
  id: zId('售后单'),
  carrier: zCarrier,
  trackingNo: zTrackingNo,
});
export type ShipBackInput = z.output<typeof shipBackSchema>;

export const asListQuery = z.strictObject({
  state: z.enum(['all', 'open', 'done'], { error: '状态筛选不正确' }).default('all'),
  orderId: zIdText('订单').optional(),
  page: zListPage,
  limit: zListLimit,
});

export const orderIdQuery = z.strictObject({ orderId: zIdText('订单') });

const score = (label: string) =>
  z
    .number({ error: `请为${label}打分` })
    .int(`${label}评分应为${EVALUATION.scoreMin}-${EVALUATION.scoreMax}分`)
    .min(EVALUATION.scoreMin, `${label}评分应为${EVALUATION.scoreMin}-${EVALUATION.scoreMax}分`)
    .max(EVALUATION.scoreMax, `${label}评分应为${EVALUATION.scoreMin}-${EVALUATION.scoreMax}分`);

export const evaluateSchema = z.strictObject({
  orderId: zId('订单'),
  orderLineId: zId('订单商品'),
  productScore: score('商品'),
  serviceScore: score('服务'),
  content: z
    .string({ error: '请填写评价内容' })
    .trim()
    .superRefine((v, ctx) => {
      const m = evaluationContentProblem(v);
      if (m) ctx.addIssue({ code: 'custom', message: m });
    }),
  imageIds: z
    .array(zId('图片'), { error: '图片格式不正确' })
    .max(EVALUATION.photosMax, `最多上传${EVALUATION.photosMax}张图片`)
    .default([]),
});
export type EvaluateInput = z.output<typeof evaluateSchema>;

export const noticeListQuery = z.strictObject({
  page: zListPage,
  limit: zListLimit,
  unread: z.enum(['0', '1'], { error: '未读筛选不正确' }).optional(),
});
export const noticeReadSchema = z.strictObject({
  ids: z.array(zId('通知'), { error: '请选择通知' }).min(1, '请选择通知').max(100, '一次最多100条'),
});

export const productEvaluationsQuery = z.strictObject({
  productId: zIdText('商品'),
  page: zPageText(),
  limit: zLimitText([5, 10, 20], 10, '每页条数只能是5、10或20'),
});

// ---- answers ----

export const asAction = z.enum(['cancel', 'shipBack']);
export type AsAction = z.output<typeof asAction>;

const asBrief = {
  id: z.int(),
  asNo: z.string(),
  orderId: z.int(),
  orderLineId: z.int(),
  /** 1 仅退款, 2 退货退款. */
  type: z.int(),
  typeName: z.string(),
  reason: z.string(),
  num: z.int(),
  refundAmount: zFen,
  state: z.string(),
  stateName: z.string(),
  createdAt: zTime,
  refundedAt: zTime.nullable(),
};
export const asRow = z.object({
  ...asBrief,
  orderNo: z.string(),
  productName: z.string(),
  image: z.string(),
  specs,
  unitName: z.string(),
  actions: z.array(asAction),
});
export const asList = z.object({ list: z.array(asRow), ...paging });

export const asDetail = z.object({
  ...asBrief,
  description: z.string(),
  rejectReason: z.string().nullable(),
  returnCarrier: z.string().nullable(),
  returnTrackingNo: z.string().nullable(),
  orderNo: z.string(),
  orderState: z.string(),
  orderStateName: z.string(),
  line: z.object({
    id: z.int(),
    productId: z.int(),
    productName: z.string(),
    image: z.string(),
    specs,
    unitName: z.string(),
    num: z.int(),
    lineTotal: zFen,
  }),
  images: z.array(z.string()),
  timeline: z.array(zTimelineStep),
  returnAddress: z.string().nullable(),
  actions: z.array(asAction),
  /** Opened by the platform (a failed group-buy seat), not filed by the buyer. */
  system: z.boolean(),
  /** The order's freight refunded with this record (the last record of an order never shipped), else 0. */
  freightIncluded: zFen,
});
export type AsDetail = z.output<typeof asDetail>;

export const claimableLine = z.object({
  id: z.int(),
  productId: z.int(),
  productName: z.string(),
  image: z.string(),
  specs,
  unitName: z.string(),
  num: z.int(),
  unitPrice: zFen,
  lineTotal: zFen,
  /** The activity price the line was sold at (秒杀价, 拼团价), or ''. */
  priceNote: z.string(),
  /** The most this line can refund (its share of the coupon discount taken off). */
  cap: zFen,
  used: z.object({ num: z.int(), amount: zFen }),
  leftNum: z.int(),
  leftAmount: zFen,
  /** The order's freight, refunded with this line's last units when they are the last of an order never shipped, else 0. */
  freight: zFen,
  /** The most a claim of all the line's units left may ask (its freight included). */
  maxForAll: zFen,
});
export type ClaimableLine = z.output<typeof claimableLine>;

export const claimForm = z.object({
  orderId: z.int(),
  orderNo: z.string(),
  state: z.string(),
  stateName: z.string(),
  shipped: z.boolean(),
  /** Why the order cannot be claimed on now, or null. */
  refusal: z.string().nullable(),
  lines: z.array(claimableLine),
});

export const refundProgress = z.object({
  orderId: z.int(),
  orderNo: z.string(),
  state: z.string(),
  stateName: z.string(),
  payable: zFen,
  /** The order takes a new after-sales request now (its state and days, a line left to claim). */
  mayApply: z.boolean(),
  refunded: zFen,
  pending: zFen,
  /** The freight the order keeps: shipped, its freight paid for the delivery and is not refunded (0 otherwise). */
  freightKept: zFen,
  list: z.array(asRow),
});

export const uploadedPhoto = z.object({ id: z.int(), url: z.string(), name: z.string() });
export type UploadedPhoto = z.output<typeof uploadedPhoto>;
const photo = uploadedPhoto;
const evaluation = z.object({
  id: z.int(),
  productScore: z.int(),
  serviceScore: z.int(),
  content: z.string(),
  images: z.array(z.string()),
  createdAt: zTime,
});

export const orderEvaluations = z.object({
  orderId: z.int(),
  orderNo: z.string(),
  received: z.boolean(),
  lines: z.array(
    z.object({
      id: z.int(),
      productId: z.int(),
      productName: z.string(),
      image: z.string(),
      specs,
      num: z.int(),
      unitName: z.string(),
      evaluation: evaluation.nullable(),
    }),
  ),
});

export const myEvaluations = z.object({
  list: z.array(
    z.object({
      id: z.int(),
      orderId: z.int(),
      orderNo: z.string(),
      productId: z.int(),
      productName: z.string(),
      image: z.string(),
      skuText: z.string(),
      productScore: z.int(),
      serviceScore: z.int(),
      content: z.string(),
      images: z.array(z.string()),
      createdAt: zTime,
    }),
  ),
  ...paging,
  pending: z.array(z.object({ id: z.int(), orderNo: z.string(), completedAt: zTime.nullable(), lines: z.int() })),
});

export const productEvaluations = z.object({
  list: z.array(evaluationItem),
  total: z.int(),
  /** One decimal; null without any evaluation. */
  avgScore: z.number().nullable(),
  /** Percent of 4-5 scores; null without any evaluation. */
  goodRate: z.int().nullable(),
  page: z.int(),
  limit: z.int(),
});

export const noticeItem = z.object({
  id: z.int(),
  kind: z.string(),
  title: z.string(),
  content: z.string(),
  link: z.string(),
  orderId: z.int().nullable(),
  isRead: z.boolean(),
  createdAt: zTime,
});
export type NoticeItem = z.output<typeof noticeItem>;
export const noticeList = z.object({
  list: z.array(noticeItem),
  total: z.int(),
  unread: z.int(),
  page: z.int(),
  limit: z.int(),
});

const asStep = z.object({ id: z.int(), state: z.string() });
const unread = z.object({ unread: z.int() });

export const aftersalesCalls = defineCalls({
  'GET /api/afterSales/list': {
    summary: 'My after-sales applications by state (all, open, done) and order',
    query: asListQuery,
    answer: asList,
  },
  'GET /api/afterSales/detail/[id]': {
    summary: 'One after-sales application with its timeline and the actions open to the caller',
    params: z.strictObject({ id: zIdText('售后单') }),
    answer: asDetail,
  },
  'GET /api/afterSales/form': {
    summary: "The order's lines with the quantity and amount still open to after-sales",
    query: orderIdQuery,
    answer: claimForm,
  },
  'GET /api/afterSales/refund': {
    summary: 'The refund progress of one order (its after-sales records and totals)',
    query: orderIdQuery,
    answer: refundProgress,
  },
  'POST /api/afterSales/submit': {
    summary: 'Applies for after-sales on one order line: 1 仅退款 or 2 退货退款, reason, photos (≤9), quantity and refund (fen)',
    body: asSubmitSchema,
    answer: z.object({ id: z.int(), asNo: z.string() }),
  },
  'POST /api/afterSales/cancel': { summary: 'Withdraws an open application', body: asIdSchema, answer: asStep },
  'POST /api/afterSales/shipBack': {
    summary: 'The buyer has sent the goods back: carrier and tracking number',
    body: shipBackSchema,
    answer: asStep,
  },
  'POST /api/afterSales/upload': {
    summary: 'One photo for an application (multipart field `file`: JPG, PNG or WEBP up to 5 MB)',
    body: MULTIPART,
    answer: photo,
  },

  'GET /api/evaluate/list': {
    summary: 'My evaluations and received orders still waiting for one',
    query: z.strictObject({ page: zPageText() }),
    answer: myEvaluations,
  },
  'GET /api/evaluate/order': {
    summary: "The order's lines, each with its evaluation or null",
    query: orderIdQuery,
    answer: orderEvaluations,
  },
  'POST /api/evaluate/submit': {
    summary: 'Evaluates one line of a received order: scores 1-5, text, photos (≤6)',
    body: evaluateSchema,
    answer: z.object({ id: z.int() }),
  },
  'POST /api/evaluate/upload': {
    summary: 'One evaluation photo (multipart field `file`; public once stored)',
    body: MULTIPART,
    answer: photo,
  },
  'GET /api/product/evaluations': {
    summary: "A product's evaluations, newest first, names masked, with the average and the good rate",
    query: productEvaluationsQuery,
    answer: productEvaluations,
  },

  'GET /api/orderInform/list': {
    summary: 'My order notices, newest first (unread=1: only unread), with the unread count',
    query: noticeListQuery,
    answer: noticeList,
  },
  'GET /api/orderInform/unread': { summary: 'How many order notices are unread (the menu badge)', answer: z.object({ count: z.int() }) },
  'POST /api/orderInform/read': {
    summary: 'Marks these notices of mine as read; answers the unread count left',
    body: noticeReadSchema,
    answer: unread,
  },
  'POST /api/orderInform/readAll': { summary: 'Marks all my notices as read', body: z.strictObject({}), answer: unread },
});
