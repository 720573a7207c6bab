// An activity offer (秒杀, 拼团) sells its product only while the product is on sale: 下架 takes it off the boards and
// stops new reservations and teams, as the discount zone already did (it joins the product's is_show). A buyer used to
// get 抢购成功 for a product staff had taken off sale, then a refusal at the settlement.
import { sql, type AnyColumn } from 'drizzle-orm';
import { products } from '~/lib/server/db/schema/index.ts';

/** True while the product `productId` names is on sale (products.is_show). */
export const productOnSale = (productId: AnyColumn) =>
  sql<boolean>`exists (select 1 from ${products} where ${products.id} = ${productId} and ${products.isShow})`.mapWith(Boolean);
