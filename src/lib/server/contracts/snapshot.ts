// Making the purchase contract of a paid order: a snapshot of both parties, the lines, amounts, delivery and
// terms, taken when the payment is confirmed (so later edits to the seller or company data do not change it).
import { and, asc, eq, inArray, isNotNull, notExists } from 'drizzle-orm';
import type { DB, Tx } from '~/lib/server/db/client.ts';
import { companies, contracts, orderLines, orders, siteConfig, users } from '~/lib/server/db/schema/index.ts';
import type { ContractParty } from '~/lib/server/db/schema/aftersales.ts';
import type { Change } from '~/lib/server/state/engine.ts';
import { DEFAULT_TERMS } from './terms.ts';
import { fullAddress } from '~/lib/shared/address-line.ts';

export const PAID_STATES = ['unshipped', 'shipped', 'completed', 'aftersale', 'refunded'];

export const contractNoOf = (orderNo: string) => `HT${orderNo.replace(/^QL/, '')}`;

async function config<T>(tx: Tx | DB, key: string): Promise<T | null> {
  const [row] = await tx.select({ value: siteConfig.value }).from(siteConfig).where(eq(siteConfig.key, key));
  return (row?.value as T) ?? null;
}

/** Creates the contract of a paid order unless it exists; returns its id. */
export async function ensureContract(tx: Tx, orderId: number, now = new Date()): Promise<number | null> {
  const [have] = await tx.select({ id: contracts.id }).from(contracts).where(eq(contracts.orderId, orderId));
  if (have) return have.id;
  const [o] = await tx.select().from(orders).where(eq(orders.id, orderId));
  if (!o || !o.paidAt) return null;
  // One after another: a transaction is one connection, which runs one query at a time (pg 9 refuses overlapping ones).
  const [company] = await tx.select().from(companies).where(eq(companies.id, o.companyId));
  const [placer] = await tx
    .select({ realName: users.realName, nickname: users.nickname, phone: users.phone })
    .from(users)
    .where(eq(users.id, o.userId));
  const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, o.id)).orderBy(asc(orderLines.id));
  const seller = await config<{ name: string; creditCode: string; address: string; phone: string }>(tx, 'seller');
  const payee = await config<{ accountName: string; bank: string; account: string }>(tx, 'payee');
  const terms = await config<string[]>(tx, 'contract_terms');
  const a = o.address;
  const buyer: ContractParty = {
    name: company?.name ?? '',
    creditCode: company?.creditCode ?? '',
    address: fullAddress(a),
    contact: placer ? placer.realName || placer.nickname || company?.contactName || '' : '',
    phone: placer?.phone ?? '',
  };
  const sellerParty: ContractParty = {
    name: seller?.name ?? '',
    creditCode: seller?.creditCode ?? '',
    address: seller?.address ?? '',
    contact: '',
    phone: seller?.phone ?? '',
    bank: payee?.bank ?? '',
    account: payee?.account ?? '',
  };
  const [row] = await tx
    .insert(contracts)
    .values({
      contractNo: contractNoOf(o.orderNo),
      orderId: o.id,
      companyId: o.companyId,
      buyer,
      seller: sellerParty,
      lines: lines.map((l) => ({
        productName: l.productName,
        productCode: l.productCode,
        specs: Object.values(l.specs).join(' / '),
        unitName: l.unitName,
        num: l.num,
        unitPrice: l.unitPrice,
        listUnitPrice: l.listUnitPrice,
        priceNote: l.priceNote,
        lineTotal: l.lineTotal,
      })),
      goodsTotal: o.goodsTotal,
      freight: o.freight,
      discount: o.discount,
      amount: o.payable,
      delivery: {
        address: buyer.address,
        receiver: `${a.realName} ${a.phone}`,
        date: o.deliveryDate ? `${o.deliveryDate}前交货` : '现货及标准商品在付款确认后3个工作日内发货',
      },
      terms: terms?.length ? terms : DEFAULT_TERMS,
      signedAt: o.paidAt,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: contracts.id });
  return row?.id ?? null;
}

/** Entering 待发货 from a payment makes the contract (registered in orders/listeners.ts). */
/** Order effect 'contract': the purchase contract of an order whose payment has just been confirmed. */
export async function makeContract({ tx, row }: Change<{ id: number }>): Promise<void> {
  await ensureContract(tx, row.id);
}

/** Paid orders of a company that have no contract yet (orders paid before contracts existed): made now. */
export async function backfillContracts(db: DB, companyId: number): Promise<void> {
  const missing = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.companyId, companyId),
        isNotNull(orders.paidAt),
        inArray(orders.state, PAID_STATES),
        notExists(db.select({ x: contracts.id }).from(contracts).where(eq(contracts.orderId, orders.id))),
      ),
    )
    .limit(50);
  for (const m of missing) await db.transaction((tx) => ensureContract(tx, m.id).then(() => undefined));
}
