// What the audit log keeps of a record before and after a staff action: the fields a person checks, read through
// each domain's own functions (never its tables). Small on purpose: history, not a backup.
import type { DB } from '~/lib/server/db/client.ts';
import { ApiError } from '~/lib/server/http.ts';
import { helpSource } from '~/lib/server/content/help.ts';
import { orderByRef } from '~/lib/server/orders/operator.ts';
import { asByRef } from '~/lib/server/aftersales/actions.ts';
import { invoiceByRef } from '~/lib/server/invoices/operator.ts';
import { companyByRef } from '~/lib/server/companies/review.ts';
import { paymentByRef } from '~/lib/server/payments/exceptions.ts';
import { staffByRef, staffView } from '~/lib/server/staff/accounts.ts';

/** null when the record does not exist (yet): a create's "before". */
async function orNull<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (e) {
    if (e instanceof ApiError && e.http === 404) return null;
    throw e;
  }
}

export const helpAuditView = (db: DB, slug: string) =>
  orNull(async () => {
    const p = await helpSource(db, slug);
    return { title: p.title, category: p.category, version: `第 ${p.version} 版`, chars: p.markdown.length };
  });

export const orderAuditView = (db: DB, id: number) =>
  orNull(async () => {
    const o = await orderByRef(db, String(id));
    return {
      state: o.state,
      goodsTotal: o.goodsTotal,
      freight: o.freight,
      discount: o.discount,
      payable: o.payable,
      deliveryDate: o.deliveryDate,
      payMethod: o.payMethod,
      carrier: o.carrier,
      trackingNo: o.trackingNo,
      cancelReason: o.cancelReason,
    };
  });

export const paymentAuditView = (db: DB, id: number) =>
  orNull(async () => {
    const p = await paymentByRef(db, id);
    return { paymentId: p.id, state: p.state, method: p.method, amount: p.amount };
  });

export const asAuditView = (db: DB, id: number) =>
  orNull(async () => {
    const r = await asByRef(db, String(id));
    return { state: r.state, num: r.num, refundAmount: r.refundAmount, rejectReason: r.rejectReason, returnTrackingNo: r.returnTrackingNo };
  });

export const invoiceAuditView = (db: DB, id: number) =>
  orNull(async () => {
    const i = await invoiceByRef(db, String(id));
    return { state: i.state, amount: i.amount, fileId: i.fileId, rejectReason: i.rejectReason };
  });

export const companyAuditView = (db: DB, id: number) =>
  orNull(async () => {
    const c = await companyByRef(db, String(id));
    return { name: c.name, status: c.status, rejectReason: c.rejectReason };
  });

export const staffAuditView = async (db: DB, id: number) => {
  const s = staffView(await staffByRef(db, `#${id}`));
  return { username: s.username, name: s.name, phone: s.phone, roles: s.roles, status: s.status };
};
