// Loading an order for the cart/payment pages: the detail, or the Chinese reason it cannot be shown.
import { getDb } from '~/lib/server/db/index.ts';
import type { SessionUser } from '~/lib/server/auth/sessions.ts';
import { ApiError } from '~/lib/server/http.ts';
import { parseId } from '~/lib/shared/ids.ts';
import { orderDetail, type OrderDetail } from './read.ts';

export async function orderForPage(
  user: SessionUser,
  raw: string | null | undefined,
): Promise<{ order: OrderDetail | null; error: string }> {
  const id = parseId(raw);
  if (id === null) return { order: null, error: '订单不存在' };
  try {
    return { order: await orderDetail(await getDb(), user, id), error: '' };
  } catch (e) {
    if (e instanceof ApiError) return { order: null, error: e.message };
    throw e;
  }
}
