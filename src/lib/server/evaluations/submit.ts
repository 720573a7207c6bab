// Evaluating the lines of a received order: product and service scores 1-5, text, up to 6 public photos.
// One evaluation per line; only buyers (the 'buy' permission) who see the order may write it.
import { and, eq } from 'drizzle-orm';
import type { DB } from '~/lib/server/db/client.ts';
import { evaluations, orderLines } from '~/lib/server/db/schema/index.ts';
import type { SessionUser } from '~/lib/server/auth/sessions.ts';
import { assertCan } from '~/lib/server/context.ts';
import { conflict, notFound } from '~/lib/server/http.ts';
import { findVisibleOrder } from '~/lib/server/orders/visibility.ts';
import type { EvaluateInput } from '~/lib/shared/contracts/aftersales.ts';
import { ownPhotos } from '~/lib/server/aftersales/photos.ts';

/** Evaluating is the buyers' (the 'buy' permission), refused with that permission's message. */
export function assertCanEvaluate(me: SessionUser) {
  assertCan(me, 'buy');
}

export async function submitEvaluation(db: DB, me: SessionUser, input: EvaluateInput) {
  assertCanEvaluate(me);
  const o = await findVisibleOrder(db, me, input.orderId);
  if (!o.completedAt) throw conflict('订单确认收货后才能评价');
  const [line] = await db
    .select()
    .from(orderLines)
    .where(and(eq(orderLines.id, input.orderLineId), eq(orderLines.orderId, o.id)));
  if (!line) throw notFound('订单商品不存在');
  const photos = await ownPhotos(db, me, input.imageIds, 'evaluation');
  const [row] = await db
    .insert(evaluations)
    .values({
      orderId: o.id,
      orderLineId: line.id,
      productId: line.productId,
      companyId: o.companyId,
      userId: me.id,
      productScore: input.productScore,
      serviceScore: input.serviceScore,
      content: input.content,
      imageFileIds: photos.map((p) => p.id),
      images: photos.map((p) => p.url),
      skuText: Object.values(line.specs).join(' / ').slice(0, 120),
    })
    .onConflictDoNothing()
    .returning({ id: evaluations.id });
  if (!row) throw conflict('该商品已评价');
  return { id: row.id };
}
