// The quote of an order holding custom goods: requested → quoted (an operator prices it) → accepted | declined by
// the buyer; requested | quoted → cancelled with the order. Its moves follow the order's (orders/state.ts effects).
import { eq } from 'drizzle-orm';
import type { Tx } from '~/lib/server/db/client.ts';
import { quotes } from '~/lib/server/db/schema/index.ts';
import { applyIfDue, machine, type Actor, type ApplyOptions } from '~/lib/server/state/engine.ts';
import { QUOTE_STATE_NAMES, QUOTE_STATES, type QuoteState } from '~/lib/shared/labels.ts';

export type QuoteRow = typeof quotes.$inferSelect;

export const quoteMachine = machine<QuoteRow>()({
  kind: 'quote',
  table: quotes,
  stateKey: 'state',
  states: QUOTE_STATES,
  names: QUOTE_STATE_NAMES,
  moves: {
    quote: { from: ['requested'], to: 'quoted', by: ['operator'], label: '报价' },
    accept: { from: ['quoted'], to: 'accepted', by: ['user'], perm: 'buy', label: '接受报价' },
    decline: { from: ['quoted'], to: 'declined', by: ['user'], perm: 'buy', label: '拒绝报价' },
    cancel: { from: ['requested', 'quoted'], to: 'cancelled', by: ['user', 'operator', 'system'], label: '取消报价' },
  },
  effects: {},
  texts: {
    noun: '报价单',
    notFound: '报价单不存在',
    changed: '报价单状态已变化，请刷新后重试',
    operatorSide: '平台运营',
    buyerSide: '下单企业',
    operatorName: '平台运营',
  },
  stamps: (to, _row, at) => (to === 'quoted' ? { quotedAt: at } : to === 'requested' ? {} : { decidedAt: at }),
});

export type QuoteAction = keyof typeof quoteMachine.moves;

/** Moves the order's quote (if it has one and the move is due) along with the order. */
export async function moveQuoteOf(
  tx: Tx,
  orderId: number,
  action: QuoteAction,
  actor: Actor,
  opts: ApplyOptions<QuoteRow, QuoteState> = {},
) {
  const [q] = await tx.select({ id: quotes.id }).from(quotes).where(eq(quotes.orderId, orderId));
  return q ? applyIfDue(tx, quoteMachine, q.id, action, actor, opts) : null;
}
