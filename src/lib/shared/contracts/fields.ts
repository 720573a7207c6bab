// Field schemas shared by the call contracts. JSON fields take exact types: a number is a JSON number, never
// `true`, `[1]` or `"1"` (no z.coerce anywhere in the contracts). Query strings and path segments are text by
// nature: they are parsed strictly (digits only) and then bounded like the JSON form.
import { z } from 'zod';
import { ID_MAX, ID_OR_ZERO_TEXT, ID_TEXT } from '~/lib/shared/ids.ts';
import { MAX_QTY, qtyMessages } from '~/lib/shared/quantity.ts';
import { SHIPMENT, SHIPMENT_MSG, TRACKING_NO_RE } from '~/lib/shared/shipment.ts';
import { chinaDay, isCalendarDay } from '~/lib/shared/time.ts';
import { checkCreditCode, normalCreditCode } from '~/lib/shared/credit-code.ts';

const bad = (label: string) => `${label}格式不正确`;

/** THE id of a JSON body: an integer 1 … 2^31−1 (the int4 column range). The only zId in src/. */
export const zId = (label = 'ID') =>
  z
    .number({ error: bad(label) })
    .int(bad(label))
    .min(1, bad(label))
    .max(ID_MAX, bad(label));

/** The same id written in a path segment or a query string: digits only, then bounded as zId. */
export const zIdText = (label = 'ID') =>
  z
    .string({ error: bad(label) })
    .regex(ID_TEXT, bad(label))
    .transform(Number)
    .pipe(zId(label));

/** An id or 0 (0 = "none" / "new" / "all", as the call documents). */
export const zIdOrZero = (label = 'ID') =>
  z
    .number({ error: bad(label) })
    .int(bad(label))
    .min(0, bad(label))
    .max(ID_MAX, bad(label));

/** A quantity of a JSON body: a whole number 1 … MAX_QTY (the quantity rule and its messages: shared/quantity.ts). */
export const zQty = (label = '数量') => {
  const m = qtyMessages(label);
  return z
    .number({ error: (iss) => (iss.input === undefined ? m.missing : m.type) })
    .int(m.integer)
    .min(1, m.integer)
    .max(MAX_QTY, m.max);
};

/** The same, written in a query string. */
export const zIdOrZeroText = (label = 'ID') =>
  z
    .string({ error: bad(label) })
    .regex(ID_OR_ZERO_TEXT, bad(label))
    .transform(Number)
    .pipe(zIdOrZero(label));

/** A whole number in a query string, min … max (digits only: no sign, no exponent, no blanks). */
export const zIntText = (label: string, min: number, max: number, rangeMsg = bad(label)) =>
  z
    .string({ error: bad(label) })
    .regex(/^\d{1,10}$/, bad(label))
    .transform(Number)
    .pipe(z.int().min(min, rangeMsg).max(max, rangeMsg));

/** `?page=`: 1 … max (default 1). */
export const zPageText = (max = 1000, rangeMsg = '页码超出范围') => zIntText('页码', 1, max, rangeMsg).default(1);

/** `?limit=`: one of the allowed page sizes. */
export function zLimitText(allowed: readonly number[], fallback: number, msg = `每页条数只能是${allowed.join('、')}`) {
  return z
    .string({ error: msg })
    .refine((v) => allowed.some((n) => String(n) === v), msg)
    .transform(Number)
    .default(fallback);
}

/** A time in an answer: the server hands a Date (JSON writes it as an ISO-8601 string) or the string itself. */
export const zTime = z
  .custom<Date | string>((v) => v instanceof Date || (typeof v === 'string' && !Number.isNaN(Date.parse(v))), { error: '时间格式不正确' })
  .meta({ type: 'string', format: 'date-time' });

/** A time the server already writes as an ISO-8601 string (Date.toISOString()). */
/** A calendar day typed as 'YYYY-MM-DD' (time.ts isCalendarDay), refused with `message` otherwise. */
export const zDay = (message: string) => z.string({ error: message }).trim().refine(isCalendarDay, message);

/**
 * The 交货日期 staff promise a buyer in a quote: a calendar day, not one already past in China (time.ts chinaDay, read
 * when the value is checked). The quote call and `ops order:quote` both check it here; a malformed day is refused
 * for its form first (the first issue is the message). The back office's 报价 form offers no earlier day: its date
 * field's min is chinaDay() too, read again in the browser whenever the field takes focus (ActionForm's minToday).
 */
export const zDeliveryDate = z
  .string({ error: '请填写交货日期' })
  .pipe(zDay('交货日期格式应为YYYY-MM-DD'))
  .refine((d) => d >= chinaDay(), '交货日期不能早于今天');

export const zIso = z.iso.datetime({ error: '时间格式不正确' });

/** Money in an answer: integer fen. */
export const zFen = z.int();

/** A discount-zone rate running on a product (shared/pricing.ts Discount): rate kept in percent, label 8.8折. */
export const zDiscount = z.object({ rate: z.int(), label: z.string() });

/** The paging fields of a list answer. */
export const paging = { total: z.int(), page: z.int(), limit: z.int() };

/** A line's specification as shown: name → value (颜色 → 红). */
export const zSpecs = z.record(z.string(), z.string());

/** One logged move of a record with states (orders, after-sales): who (as the buyer reads it, actorShown), when, from and to. */
export const zTimelineStep = z.object({
  action: z.string(),
  from: z.string().nullable(),
  to: z.string(),
  toName: z.string(),
  actorType: z.string(),
  actorName: z.string(),
  note: z.string(),
  at: zTime,
});

/**
 * A parcel's carrier and tracking number (limits: shared/shipment.ts): one rule for the operator's shipment and the
 * buyer's return, in the schemas and the service (orders/operator.ts shipOrder, which the ops command calls too).
 */
export const zCarrier = z
  .string({ error: SHIPMENT_MSG.carrier })
  .trim()
  .min(SHIPMENT.carrierMin, SHIPMENT_MSG.carrier)
  .max(SHIPMENT.carrierMax, SHIPMENT_MSG.carrierLong);
export const zTrackingNo = z
  .string({ error: SHIPMENT_MSG.trackingMissing })
  .trim()
  .min(1, { error: SHIPMENT_MSG.trackingMissing, abort: true })
  .regex(TRACKING_NO_RE, SHIPMENT_MSG.trackingNo);
export const zShipment = z.strictObject({ carrier: zCarrier, trackingNo: zTrackingNo });

/**
 * The longest text a body's field takes, read from the schema that judges it: a server-rendered form's maxlength
 * (the admin pages' ActionForm fields), so the form cannot take more than the call accepts. Throws for a field
 * without a length limit, so a wrong name fails the page's first rendering (and its test), not a buyer.
 */
export function maxLengthOf(schema: z.ZodObject, field: string): number {
  let s: unknown = schema.shape[field];
  for (let depth = 0; depth < 6 && s; depth++) {
    const max = (s as { maxLength?: unknown }).maxLength;
    if (typeof max === 'number') return max;
    const def = (s as { def?: { innerType?: unknown; in?: unknown } }).def;
    s = def?.innerType ?? def?.in;
  }
  throw new Error(`no length limit on ${field}`);
}

/** A 统一社会信用代码 (a company's at registration, an invoice title's 税号): spaces and lower case forgiven. */
export const zCreditCode = z.string({ error: '请输入统一社会信用代码' }).overwrite(normalCreditCode).superRefine(checkCreditCode);

/**
 * A submission's key, made once per intended submission (lib/client/submission-key.ts): the same key sent again (a
 * retry after a lost answer, a second tap) answers what the first submission made instead of making another
 * (the server's rule: lib/server/db/idempotent.ts onceByKey). Orders, 申请售后 and the cart's add take one.
 */
export const idempotencyKeySchema = z
  .string({ error: '缺少提交标识，请刷新页面后重试' })
  .regex(/^[A-Za-z0-9_-]{8,64}$/, '提交标识格式不正确，请刷新页面后重试');
