// Loading an order for the order and cart/payment pages: the detail, or the Chinese reason it cannot be shown with
// the page's status (a missing, malformed or another company's id is a 404, as the order calls answer).
import { getDb } from '~/lib/server/db/index.ts';
import type { SessionUser } from '~/lib/server/auth/sessions.ts';
import { notFound } from '~/lib/server/http.ts';
import { pageData } from '~/lib/server/page-data.ts';
import { parseId } from '~/lib/shared/ids.ts';
import { orderDetail, type OrderDetail } from './read.ts';

/** With `page` (the page's locals, when its layout shows the furniture) the furniture is read in the same statement. */
export async function orderForPage(
  response: { status: number },
  user: SessionUser,
  raw: string | null | undefined,
  page?: App.Locals,
): Promise<{ order: OrderDetail | null; error: string }> {
  const { data, error } = await pageData(response, async () => {
    const id = parseId(raw);
    if (id === null) throw notFound('订单不存在');
    return orderDetail(await getDb(), user, id, page);
  });
  return { order: data, error };
}
