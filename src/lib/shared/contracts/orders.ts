// Order calls: settlement preview and order creation, the order list and detail, buyer actions, payments,
// purchase contracts and invoice requests.
import { z } from 'zod';
import { customFormSchema } from '~/lib/shared/custom-form.ts';
import { newAddressSchema } from '~/lib/shared/address.ts';
import { INVOICE_REMARK_MAX, LIST_KEYWORD_MAX, ORDER_REMARK_MAX } from '~/lib/shared/text-limits.ts';
import { INVOICE_STATES } from '~/lib/shared/labels.ts';
import { address } from './account.ts';
import { MULTIPART, defineCalls, fileAnswer } from './contract.ts';
import {
  idempotencyKeySchema,
  paging,
  zFen,
  zId,
  zIdOrZero,
  zIdText,
  zLimitText,
  zPageText,
  zQty,
  zSpecs as specs,
  zTime,
  zTimelineStep,
} from './fields.ts';

// ---- inputs ----

const buyNowSchema = z.strictObject({
  productId: zId('商品'),
  skuId: zId('规格'),
  num: zQty('数量'),
  custom: customFormSchema.optional(),
});

const settleBase = z.strictObject({
  /** Cart line ids (cart lines or buy-now lines made by POST /api/car). */
  cartIds: z
    .array(zId('购物车商品'), { error: '请选择要结算的商品' })
    .min(1, '请选择要结算的商品')
    .max(100, '一次最多结算100件商品')
    .optional(),
  /** Or one line directly (buy now). */
  buyNow: buyNowSchema.optional(),
  /** Or a seckill reservation (POST /api/seckill/buy → /cart/settlement?seckill=). */
  seckill: zId('秒杀记录').optional(),
  /** Or a group-buy seat (start/join → /cart/settlement?group=). */
  group: zId('拼团记录').optional(),
  addressId: zId('收货地址').optional(),
  invoiceType: z.union([z.literal(0), z.literal(1), z.literal(2)], { error: '发票类型不正确' }).default(0),
  invoiceTitleId: zId('发票抬头').optional(),
  /** Omitted: the best usable coupon is chosen; 0 or null: no coupon. */
  userCouponId: zIdOrZero('优惠券').nullable().optional(),
});

const oneSource = (v: { cartIds?: number[]; buyNow?: unknown; seckill?: number; group?: number }) =>
  [!!v.cartIds?.length, !!v.buyNow, !!v.seckill, !!v.group].filter(Boolean).length === 1;

export const settleSchema = settleBase.refine(oneSource, { message: '请选择要结算的商品' });
export type SettleInput = z.output<typeof settleSchema>;
export type SettleBody = z.input<typeof settleSchema>;
/** Where the lines come from: exactly one of cart ids, a buy-now line, a seckill reservation, a group seat. */
export type SettleSource = Pick<SettleBody, 'cartIds' | 'buyNow' | 'seckill' | 'group'>;
/** The buyer's choices on the settlement page. */
export type SettleChoice = Pick<SettleBody, 'addressId' | 'invoiceType' | 'invoiceTitleId' | 'userCouponId'>;

export const createSchema = settleBase
  .extend({
    remark: z.string({ error: '备注格式不正确' }).trim().max(ORDER_REMARK_MAX, `订单备注不能超过${ORDER_REMARK_MAX}字`).default(''),
    idempotencyKey: idempotencyKeySchema,
  })
  .refine(oneSource, { message: '请选择要结算的商品' });
export type CreateInput = z.output<typeof createSchema>;

export const orderIdSchema = z.strictObject({ id: zId('订单') });
export const orderIdQuery = z.strictObject({ id: zIdText('订单') });
export const cancelSchema = z.strictObject({
  id: zId('订单'),
  reason: z.string({ error: '取消原因格式不正确' }).trim().max(100, '取消原因不能超过100字').optional(),
});

/** Page sizes of the order-side lists (orders, after-sales, contracts, invoices, notices). */
export const LIST_SIZES = [5, 10, 20, 50] as const;
export const zListPage = zPageText();
export const zListLimit = zLimitText(LIST_SIZES, 10, '每页条数只能是5、10、20或50');
const zListKeyword = z.string().trim().max(LIST_KEYWORD_MAX, `搜索内容不能超过${LIST_KEYWORD_MAX}字`).optional();

export const orderListQuery = z.strictObject({
  tab: z.string().max(20, '订单状态不正确').optional(),
  keyword: zListKeyword,
  page: zListPage,
  limit: zListLimit,
});

export const contractListQuery = z.strictObject({
  keyword: zListKeyword,
  page: zListPage,
  limit: zListLimit,
});

export const invoiceListQuery = z.strictObject({
  state: z.enum(INVOICE_STATES, { error: '状态筛选不正确' }).optional(),
  page: zListPage,
  limit: zListLimit,
});

export const invoiceApplySchema = z.strictObject({
  orderIds: z.array(zId('订单'), { error: '请选择要开票的订单' }).min(1, '请选择要开票的订单').max(50, '一次最多50个订单'),
  titleId: zId('发票抬头'),
  remark: z.string({ error: '备注格式不正确' }).trim().max(INVOICE_REMARK_MAX, `备注不能超过${INVOICE_REMARK_MAX}字`).default(''),
});
export type InvoiceApplyInput = z.output<typeof invoiceApplySchema>;
export const invoiceWithdrawSchema = z.strictObject({ id: zId('开票申请') });

// ---- answers ----

const fileLink = z.object({ name: z.string(), url: z.string() });
const placedBy = z.object({ id: z.int(), name: z.string() });
export const buyerAction = z.enum(['cancel', 'pay', 'uploadReceipt', 'acceptQuote', 'declineQuote', 'take', 'again']);
export type BuyerAction = z.output<typeof buyerAction>;

export const addressSnapshot = z.object({
  realName: z.string(),
  phone: z.string(),
  province: z.string(),
  city: z.string(),
  district: z.string(),
  detail: z.string(),
});
export const invoiceSnapshot = z.object({
  type: z.union([z.literal(1), z.literal(2)]),
  title: z.string(),
  taxNo: z.string(),
  regAddress: z.string(),
  regPhone: z.string(),
  bank: z.string(),
  bankAccount: z.string(),
  /** The saved title chosen at checkout (orders placed before this was kept have none). */
  titleId: z.int().optional(),
});

/** A line's unit price before the reduction its note names (折扣专区8.8折, 秒杀价, 拼团价), and that note or ''. */
const priceNoted = { listUnitPrice: zFen, priceNote: z.string() };

/** What an order row of the list and the detail both show. */
const orderHead = {
  id: z.int(),
  orderNo: z.string(),
  state: z.string(),
  stateName: z.string(),
  /** 'normal' or 'quote' (custom goods priced by the operator). */
  kind: z.string(),
  createdAt: zTime,
  goodsTotal: zFen,
  freight: zFen,
  discount: zFen,
  payable: zFen,
  payDeadline: zTime.nullable(),
  placedBy,
};

export const orderRow = z.object({
  ...orderHead,
  lines: z.array(
    z.object({
      id: z.int(),
      productId: z.int(),
      productName: z.string(),
      image: z.string(),
      specs,
      num: z.int(),
      unitName: z.string(),
      unitPrice: zFen,
      ...priceNoted,
      lineTotal: zFen,
    }),
  ),
  actions: z.array(buyerAction),
});
export const orderList = z.object({ list: z.array(orderRow), ...paging, tab: z.string(), showPlacedBy: z.boolean() });
export type OrderList = z.output<typeof orderList>;

export const orderDetail = z.object({
  ...orderHead,
  paidAt: zTime.nullable(),
  shippedAt: zTime.nullable(),
  completedAt: zTime.nullable(),
  cancelledAt: zTime.nullable(),
  cancelReason: z.string().nullable(),
  remark: z.string(),
  payMethod: z.string().nullable(),
  couponTitle: z.string(),
  address: addressSnapshot,
  invoiceType: z.int(),
  invoice: invoiceSnapshot.nullable(),
  /** YYYY-MM-DD, set by the operator. */
  deliveryDate: z.string().nullable(),
  logistics: z.object({ carrier: z.string().nullable(), trackingNo: z.string().nullable(), shippedAt: zTime.nullable() }),
  lines: z.array(
    z.object({
      id: z.int(),
      productId: z.int(),
      productName: z.string(),
      image: z.string(),
      specs,
      goodsTypeId: z.int(),
      unitName: z.string(),
      num: z.int(),
      unitPrice: zFen,
      ...priceNoted,
      lineTotal: zFen,
      custom: customFormSchema.nullable(),
      artwork: z.array(fileLink),
    }),
  ),
  timeline: z.array(zTimelineStep),
  payments: z.array(
    z.object({
      id: z.int(),
      method: z.string(),
      amount: zFen,
      state: z.string(),
      transactionId: z.string().nullable(),
      rejectReason: z.string().nullable(),
      createdAt: zTime,
      decidedAt: zTime.nullable(),
      receipt: z.object({ name: z.string().nullable(), url: z.string() }).nullable(),
    }),
  ),
  quote: z
    .object({
      state: z.string(),
      goodsTotal: zFen.nullable(),
      freight: zFen.nullable(),
      deliveryDate: z.string().nullable(),
      note: z.string(),
      quotedAt: zTime.nullable(),
    })
    .nullable(),
  actions: z.array(buyerAction),
  payMethods: z.array(z.enum(['bank', 'wechat'])),
});
export type OrderDetail = z.output<typeof orderDetail>;

export const totals = z.object({ goodsTotal: zFen, freight: zFen, discount: zFen, payable: zFen });

export const settlePreview = z.object({
  lines: z.array(
    z.object({
      cartId: z.int().nullable(),
      productId: z.int(),
      skuId: z.int(),
      storeName: z.string(),
      productCode: z.string(),
      skuCode: z.string(),
      image: z.string(),
      goodsTypeId: z.int(),
      unitName: z.string(),
      specs,
      custom: customFormSchema.nullable(),
      artworkFileIds: z.array(z.int()),
      num: z.int(),
      unitPrice: zFen,
      ...priceNoted,
      lineTotal: zFen,
      isQuote: z.boolean(),
      /** A seckill reservation or group seat this line comes from (its price is fixed by the activity). */
      activity: z.object({ kind: z.enum(['seckill', 'group']), id: z.int(), price: zFen }).nullable(),
    }),
  ),
  isQuote: z.boolean(),
  addresses: z.array(addressSnapshot.extend({ id: z.int(), isDefault: z.boolean() })),
  addressId: z.int().nullable(),
  invoiceTitles: z.array(z.object({ id: z.int(), type: z.int(), title: z.string(), taxNo: z.string(), isDefault: z.boolean() })),
  invoiceType: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  invoiceTitleId: z.int().nullable(),
  coupons: z.array(
    z.object({
      userCouponId: z.int(),
      title: z.string(),
      type: z.string(),
      amount: zFen,
      rate: z.int(),
      minAmount: zFen,
      discount: zFen,
      validUntil: zTime,
    }),
  ),
  userCouponId: z.int(),
  totals,
  freightRule: z.string(),
});
export type SettlePreview = z.output<typeof settlePreview>;

export const createdOrder = z.object({ orderId: z.int(), orderNo: z.string(), state: z.string(), payable: zFen, isQuote: z.boolean() });

export const contractRow = z.object({
  id: z.int(),
  contractNo: z.string(),
  orderId: z.int(),
  orderNo: z.string(),
  orderState: z.string(),
  orderStateName: z.string(),
  amount: zFen,
  signedAt: zTime,
  sellerName: z.string(),
  buyerName: z.string(),
  lineCount: z.int(),
  firstLine: z.string(),
});
const contractParty = z.object({
  name: z.string(),
  creditCode: z.string(),
  address: z.string(),
  contact: z.string(),
  phone: z.string(),
  bank: z.string().optional(),
  account: z.string().optional(),
});
export const purchaseContract = z.object({
  id: z.int(),
  contractNo: z.string(),
  orderId: z.int(),
  orderNo: z.string(),
  buyer: contractParty,
  seller: contractParty,
  lines: z.array(
    z.object({
      productName: z.string(),
      productCode: z.string(),
      specs: z.string(),
      unitName: z.string(),
      num: z.int(),
      unitPrice: zFen,
      // Contracts signed before lines named their reductions have neither.
      listUnitPrice: zFen.optional(),
      priceNote: z.string().optional(),
      lineTotal: zFen,
    }),
  ),
  goodsTotal: zFen,
  freight: zFen,
  discount: zFen,
  amount: zFen,
  /** The amount in Chinese financial capitals (大写金额). */
  amountCapitals: z.string(),
  delivery: z.object({ address: z.string(), receiver: z.string(), date: z.string() }),
  terms: z.array(z.string()),
  signedAt: zTime,
});
export type PurchaseContract = z.output<typeof purchaseContract>;

export const invoiceRow = z.object({
  id: z.int(),
  invoiceNo: z.string(),
  type: z.int(),
  typeName: z.string(),
  title: z.string(),
  taxNo: z.string(),
  amount: zFen,
  state: z.string(),
  stateName: z.string(),
  rejectReason: z.string().nullable(),
  remark: z.string(),
  createdAt: zTime,
  issuedAt: zTime.nullable(),
  downloadUrl: z.string().nullable(),
  /** The buyer may withdraw it (撤回): the invoice machine's `withdraw` allows it from this state. */
  canWithdraw: z.boolean(),
  orders: z.array(z.object({ id: z.int(), orderNo: z.string(), amount: zFen })),
});
export type InvoiceRecord = z.output<typeof invoiceRow>;
export const invoiceForm = z.object({
  orders: z.array(
    z.object({
      id: z.int(),
      orderNo: z.string(),
      amount: zFen,
      paidAt: zTime.nullable(),
      /** The saved title chosen at this order's checkout (the form's default for it), or null. */
      titleId: z.int().nullable(),
      lines: z.array(
        z.object({ productName: z.string(), num: z.int(), unitName: z.string(), unitPrice: zFen, ...priceNoted, lineTotal: zFen }),
      ),
    }),
  ),
  titles: z.array(z.object({ id: z.int(), type: z.int(), title: z.string(), taxNo: z.string(), isDefault: z.boolean() })),
});
export type InvoiceForm = z.output<typeof invoiceForm>;

export const uploadedFile = z.object({
  id: z.int(),
  key: z.string(),
  url: z.string(),
  name: z.string(),
  size: z.int(),
  mime: z.string(),
  ext: z.string(),
});
export type UploadedFile = z.output<typeof uploadedFile>;

const orderRef = z.object({ id: z.int() });
const orderIdParam = z.strictObject({ orderId: zIdText('订单') });

/** WeChat Pay API v3 notification (signed, `resource` encrypted with the API v3 key). */
const wechatNotification = z.object({
  id: z.string(),
  create_time: z.string(),
  event_type: z.string(),
  resource_type: z.string(),
  resource: z.object({ algorithm: z.string(), ciphertext: z.string(), nonce: z.string(), associated_data: z.string().optional() }),
});

export const orderCalls = defineCalls({
  'POST /api/order/confirm': {
    summary: "The settlement preview: lines, addresses, invoice titles, usable coupons (best first) and the server's totals",
    body: settleSchema,
    answer: settlePreview,
  },
  'POST /api/order/create': {
    summary: 'Places the order; the same idempotencyKey always answers the same order',
    body: createSchema,
    answer: createdOrder,
  },
  'POST /api/order/address': {
    summary: 'A new address from the settlement page, saved by the address book (region by codes or by names)',
    body: newAddressSchema,
    answer: address,
  },
  'GET /api/order/list': {
    summary: "My orders (or the company's, with that permission) by tab, keyword and page",
    query: orderListQuery,
    answer: orderList,
  },
  'GET /api/order/detail/[id]': {
    summary: 'One order with lines, timeline, payments, quote and the actions open to the caller',
    params: orderIdQuery,
    answer: orderDetail,
  },
  'POST /api/order/cancel': {
    summary: 'Cancels an order that is not paid yet (stock and coupon return)',
    body: cancelSchema,
    answer: orderRef,
  },
  'POST /api/order/quote/accept': {
    summary: "Accepts the operator's quote; the order then waits for payment",
    body: orderIdSchema,
    answer: orderRef,
  },
  'POST /api/order/quote/decline': { summary: 'Declines the quote; the order is cancelled', body: cancelSchema, answer: orderRef },
  'POST /api/order/take': { summary: 'Confirms receipt of a shipped order', body: orderIdSchema, answer: orderRef },
  'POST /api/order/again': {
    summary: "Puts the order's lines back into the cart; answers the new cart ids and the products skipped",
    body: orderIdSchema,
    answer: z.object({ cartIds: z.array(z.int()), skipped: z.array(z.string()) }),
  },
  'GET /api/order/pay/status': {
    summary: 'Has the order been paid? (polled by the WeChat Pay dialog)',
    query: orderIdQuery,
    answer: z.object({ id: z.int(), state: z.string(), stateName: z.string(), paid: z.boolean() }),
  },
  'POST /api/order/pay/wechat': {
    summary: 'Creates the WeChat Pay Native payment and answers its QR code (SVG)',
    body: orderIdSchema,
    answer: z.object({ orderNo: z.string(), amount: zFen, codeUrl: z.string(), qrSvg: z.string() }),
  },
  'POST /api/order/receipt': {
    summary: 'Bank transfer receipt for the order ?id= (multipart field `file`: image or PDF up to 10 MB)',
    query: orderIdQuery,
    body: MULTIPART,
    answer: z.object({ id: z.int(), receipt: fileLink }),
  },
  'POST /api/pay/wechat/notify': {
    summary: "WeChat Pay's payment notification (signed; answered in WeChat's format: 204, or {code: 'FAIL', message})",
    body: { raw: 'application/json', schema: wechatNotification },
    answer: z.object({ code: z.string(), message: z.string() }),
    envelope: false,
  },

  'GET /api/contract/list': {
    summary: 'Purchase contracts of the orders the caller sees (keyword: contract or order number)',
    query: contractListQuery,
    answer: z.object({ list: z.array(contractRow), ...paging }),
  },
  'GET /api/contract/detail/[orderId]': { summary: 'The purchase contract of an order', params: orderIdParam, answer: purchaseContract },
  'GET /api/contract/pdf/[orderId]': {
    summary: 'The purchase contract of an order as a PDF download',
    params: orderIdParam,
    answer: fileAnswer('application/pdf'),
  },

  'GET /api/invoice/form': {
    summary: 'Paid orders that can be invoiced (amount = paid less refunds) and the saved invoice titles',
    answer: invoiceForm,
  },
  'POST /api/invoice/apply': {
    summary: 'One invoice request over these paid orders with a saved title',
    body: invoiceApplySchema,
    answer: z.object({ id: z.int(), invoiceNo: z.string(), amount: zFen }),
  },
  'POST /api/invoice/withdraw': {
    summary: 'Withdraws (撤回) an invoice request still 待开票; its orders can be invoiced again (409 once issued, rejected or withdrawn)',
    body: invoiceWithdrawSchema,
    answer: z.object({ id: z.int(), state: z.string(), stateName: z.string() }),
  },
  'GET /api/invoice/list': {
    summary: "The company's invoice requests by state",
    query: invoiceListQuery,
    answer: z.object({ list: z.array(invoiceRow), ...paging }),
  },
  'GET /api/billInfo/down/[id]': {
    summary: 'The issued invoice PDF of an invoice request (attachment)',
    params: z.strictObject({ id: zIdText('发票') }),
    answer: fileAnswer('application/pdf'),
  },

  'POST /api/upload/artwork': {
    summary: "Artwork for a custom product's requirement form: PDF, AI, PSD, TIFF, JPG, PNG, ZIP up to 50 MB, stored privately",
    body: MULTIPART,
    answer: uploadedFile,
  },
});
