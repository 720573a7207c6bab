// Evaluating the lines of a received order: product and service scores 1-5, text, up to 6 public photos.
// One evaluation per line; only buyers (the 'buy' permission) who see the order may write it.
import { z } from 'zod';
import { and, eq } from 'drizzle-orm';
import type { DB } from '../db/client.ts';
import { evaluations, orderLines } from '../db/schema/index.ts';
import type { SessionUser } from '../auth/sessions.ts';
import { can } from '../auth/permissions.ts';
import { conflict, forbidden, notFound } from '../http.ts';
import { findVisibleOrder } from '../orders/visibility.ts';
import { zId } from '../orders/schemas.ts';
import { ownPhotos } from '../aftersales/photos.ts';

const score = (label: string) => z.number({ error: `请为${label}打分` }).int(`${label}评分应为1-5分`).min(1, `${label}评分应为1-5分`).max(5, `${label}评分应为1-5分`);

export const evaluateSchema = z.strictObject({
  orderId: zId('订单'),
  orderLineId: zId('订单商品'),
  productScore: score('商品'),
  serviceScore: score('服务'),
  content: z.string({ error: '请填写评价内容' }).trim().min(5, '评价内容至少5个字').max(500, '评价内容不能超过500字'),
  imageIds: z.array(zId('图片'), { error: '图片格式不正确' }).max(6, '最多上传6张图片').default([]),
});
export type EvaluateInput = z.output<typeof evaluateSchema>;

export function assertCanEvaluate(me: SessionUser) {
  if (!can(me, 'buy')) throw forbidden('当前账号没有评价权限，请联系企业主账号');
}

export async function submitEvaluation(db: DB, me: SessionUser, input: EvaluateInput) {
  assertCanEvaluate(me);
  const o = await findVisibleOrder(db, me, input.orderId);
  if (!o.completedAt) throw conflict('订单确认收货后才能评价');
  const [line] = await db.select().from(orderLines).where(and(eq(orderLines.id, input.orderLineId), eq(orderLines.orderId, o.id)));
  if (!line) throw notFound('订单商品不存在');
  const photos = await ownPhotos(db, me, input.imageIds, 'evaluation');
  const [row] = await db.insert(evaluations).values({
    orderId: o.id, orderLineId: line.id, productId: line.productId, companyId: o.companyId, userId: me.id,
    productScore: input.productScore, serviceScore: input.serviceScore, content: input.content,
    imageFileIds: photos.map((p) => p.id), images: photos.map((p) => p.url), skuText: Object.values(line.specs).join(' / ').slice(0, 120),
  }).onConflictDoNothing().returning({ id: evaluations.id });
  if (!row) throw conflict('该商品已评价');
  return { id: row.id };
}
