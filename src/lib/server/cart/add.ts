// POST /api/car: add to cart (kind 'cart', merged by SKU) or buy now (kind 'buy', a line of its own for one settlement).
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import { placeholders, prepared, preparedInTx } from '~/lib/server/db/prepared.ts';
import type { DB } from '~/lib/server/db/client.ts';
import { cartAddKeys, cartItems, files, products, skus } from '~/lib/server/db/schema/index.ts';
import { onceByKey } from '~/lib/server/db/idempotent.ts';
import { lockXact } from '~/lib/server/db/lock.ts';
import { badRequest, conflict, notFound } from '~/lib/server/http.ts';
import type { SessionUser } from '~/lib/server/auth/sessions.ts';
import { isCustomGoods } from '~/lib/shared/goods-types.ts';
import { cartCount, cartLinesBrief } from './count.ts';
import { MAX_QTY, QTY_MSG, qtyProblem } from '~/lib/shared/quantity.ts';
import type { CustomForm } from '~/lib/shared/custom-form.ts';
import type { AddCartInput } from '~/lib/shared/contracts/cart.ts';
import { designTemplates } from '~/lib/server/db/schema/index.ts';

export const MAX_CART_LINES = 200;

/** The cart's line limit, for every way lines enter it: `adding` new lines on top of the `current` ones. */
function assertCartRoom(current: number, adding: number) {
  if (current + adding > MAX_CART_LINES) throw conflict('购物车商品已达上限，请先结算或清理购物车');
}

async function artworkFileIds(db: DB, me: SessionUser, ids: number[]) {
  if (!ids.length) return [];
  const unique = [...new Set(ids)];
  const rows = await db
    .select({ id: files.id })
    .from(files)
    .where(and(inArray(files.id, unique), eq(files.companyId, me.companyId), eq(files.kind, 'artwork')));
  if (rows.length !== unique.length) throw badRequest('设计稿文件不存在，请重新上传');
  return unique;
}

/** A design template chosen in the design centre must belong to this product. */
async function checkTemplate(db: DB, productId: number, templateId: number | undefined) {
  if (templateId === undefined) return;
  const [t] = await db
    .select({ id: designTemplates.id })
    .from(designTemplates)
    .where(and(eq(designTemplates.id, templateId), eq(designTemplates.productId, productId)));
  if (!t) throw badRequest('设计模板不存在或不适用于该商品');
}

export type CartAdded = { cartId: number; count: number };

/** How long an add's key is remembered: a retry comes seconds or minutes after its lost answer. */
export const CART_ADD_KEY_HOURS = 24;

/** The answer the buyer's add with this key gave, if it was made (and its key not yet pruned). */
async function addedByKey(db: DB, userId: number, key: string): Promise<CartAdded | undefined> {
  const [r] = await prepared(db, 'cart_add_by_key', (db) =>
    db
      .select({ cartId: cartAddKeys.cartId, count: cartAddKeys.count })
      .from(cartAddKeys)
      .where(and(eq(cartAddKeys.userId, sql.placeholder('userId')), eq(cartAddKeys.key, sql.placeholder('key'))))
      .prepare('cart_add_by_key'),
  ).execute({ userId, key });
  return r;
}

/** Forgets the add keys older than CART_ADD_KEY_HOURS (a background job, hourly). */
export async function pruneCartAddKeys(db: DB): Promise<number> {
  const gone = await db
    .delete(cartAddKeys)
    .where(lt(cartAddKeys.createdAt, new Date(Date.now() - CART_ADD_KEY_HOURS * 3600_000)))
    .returning({ userId: cartAddKeys.userId });
  return gone.length;
}

/**
 * Adds to the cart (or makes a buy-now line). With a key (the purchase panel's, one per intended add), the add is
 * made once: the key sent again, a retry after an answer the network lost, answers the first add's answer.
 */
export function addToCart(db: DB, me: SessionUser, input: AddCartInput): Promise<CartAdded> {
  return onceByKey(
    input.idempotencyKey,
    (key) => addedByKey(db, me.id, key),
    () => add(db, me, input),
  );
}

async function add(db: DB, me: SessionUser, input: AddCartInput): Promise<CartAdded> {
  const [row] = await prepared(db, 'cart_add_goods', (db) =>
    db
      .select({ product: products, sku: skus })
      .from(skus)
      .innerJoin(products, eq(products.id, skus.productId))
      .where(and(eq(skus.id, sql.placeholder('skuId')), eq(skus.productId, sql.placeholder('productId'))))
      .prepare('cart_add_goods'),
  ).execute({ skuId: input.skuId, productId: input.productId });
  if (!row || !row.product.isShow) throw notFound('商品不存在或已下架');
  const { product, sku } = row;
  const rule = { minQty: product.minQty, stepQty: product.stepQty, unitName: product.unitName };
  const qErr = qtyProblem(input.num, rule);
  if (qErr) throw badRequest(qErr);

  let custom: CustomForm | null = null;
  if (isCustomGoods(product.goodsTypeId)) {
    if (!input.custom) throw badRequest('请填写印刷参数');
    const c = input.custom;
    await checkTemplate(db, product.id, c.templateId);
    const form: CustomForm = { params: c.params, note: c.note ?? '', artworkFileIds: await artworkFileIds(db, me, c.artworkFileIds ?? []) };
    if (c.templateId !== undefined) form.templateId = c.templateId;
    custom = form;
  } else if (input.custom) {
    throw badRequest('该商品无需填写定制需求');
  }

  return db.transaction(async (tx) => {
    await lockXact(tx, 'cart', me.id);
    // The cart's lines, read once under its lock: the plain line of this SKU to merge into, and the badge's count
    // (exact until the transaction ends). Custom lines are never merged; "buy now" lines are not in the cart.
    const lines = input.kind === 'cart' ? await cartLinesBrief(tx, me.id) : [];
    const same = custom ? undefined : lines.find((l) => l.skuId === sku.id && l.plain);
    const total = (same?.num ?? 0) + input.num;
    // The line's total against stock, in the words the cart and checkout use for the same rule.
    if (total > sku.stock) throw conflict(qtyProblem(total, { ...rule, stock: sku.stock })!);
    if (total > MAX_QTY) throw badRequest(QTY_MSG.max);
    let cartId: number;
    let count: number | undefined; // the badge's count, known without a query for a line of the cart
    if (same) {
      await preparedInTx(tx, 'cart_line_more', (tx) =>
        tx
          .update(cartItems)
          .set({ ...placeholders(cartItems, ['num', 'updatedAt']), selected: true })
          .where(eq(cartItems.id, sql.placeholder('id')))
          .prepare('cart_line_more'),
      ).execute({ num: total, updatedAt: new Date(), id: same.id });
      cartId = same.id;
      count = lines.length;
    } else {
      if (input.kind === 'cart') {
        assertCartRoom(lines.length, 1);
        count = lines.length + 1;
      }
      if (input.kind === 'buy') {
        // Abandoned "buy now" lines older than a day are cleared; recent ones may still feed an open settlement tab.
        await tx
          .delete(cartItems)
          .where(and(eq(cartItems.userId, me.id), eq(cartItems.kind, 'buy'), lt(cartItems.createdAt, new Date(Date.now() - 86400_000))));
      }
      const [ins] = await preparedInTx(tx, 'cart_line_insert', (tx) =>
        tx
          .insert(cartItems)
          .values(placeholders(cartItems, ['userId', 'productId', 'skuId', 'num', 'kind', 'custom']))
          .returning({ id: cartItems.id })
          .prepare('cart_line_insert'),
      ).execute({ userId: me.id, productId: product.id, skuId: sku.id, num: input.num, kind: input.kind, custom });
      cartId = ins!.id;
    }
    const answer = { cartId, count: count ?? (await cartCount(tx, me.id)) };
    // The key with its answer, in the add's transaction: a repeat finds it once the add is there, never before.
    if (input.idempotencyKey)
      await preparedInTx(tx, 'cart_add_key_insert', (tx) =>
        tx
          .insert(cartAddKeys)
          .values(placeholders(cartAddKeys, ['userId', 'key', 'cartId', 'count']))
          .prepare('cart_add_key_insert'),
      ).execute({ userId: me.id, key: input.idempotencyKey, ...answer });
    return answer;
  });
}

export interface CartLineIn {
  productId: number;
  skuId: number;
  num: number;
  custom: Record<string, unknown> | null;
}

/** Buy again: the lines of an order go back into the cart, each a selected line of its own; returns their ids. */
export async function putBackInCart(db: DB, userId: number, lines: CartLineIn[]): Promise<number[]> {
  if (!lines.length) return [];
  return db.transaction(async (tx) => {
    await lockXact(tx, 'cart', userId);
    assertCartRoom(await cartCount(tx, userId), lines.length);
    const rows = await tx
      .insert(cartItems)
      .values(
        lines.map((l) => ({
          userId,
          productId: l.productId,
          skuId: l.skuId,
          num: l.num,
          kind: 'cart',
          selected: true,
          custom: l.custom as CustomForm | null,
        })),
      )
      .returning({ id: cartItems.id });
    return rows.map((r) => r.id);
  });
}
