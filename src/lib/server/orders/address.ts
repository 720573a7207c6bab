// The settlement page's small "new address" form. Region codes stay empty: the address book page (/address)
// with its region picker is the full editor; here the buyer types province, city and district.
import { and, count, eq } from 'drizzle-orm';
import type { DB } from '../db/client.ts';
import { addresses } from '../db/schema/index.ts';
import type { SessionUser } from '../auth/sessions.ts';
import { badRequest } from '../http.ts';
import { lockScope } from '../account/locks.ts';
import type { NewAddressInput } from '../../shared/contracts/orders.ts';

export const MAX_ADDRESSES = 30;

export async function addAddress(db: DB, me: SessionUser, input: NewAddressInput) {
  return db.transaction(async (tx) => {
    // The same lock as the address book's writers: the count and the insert are one step (parallel adds cannot pass the limit).
    await lockScope(tx, 'address', me.id);
    const [{ n }] = (await tx.select({ n: count() }).from(addresses).where(eq(addresses.userId, me.id))) as [{ n: number }];
    if (n >= MAX_ADDRESSES) throw badRequest(`收货地址最多${MAX_ADDRESSES}个`);
    const isDefault = input.isDefault || n === 0;
    if (isDefault) await tx.update(addresses).set({ isDefault: false }).where(and(eq(addresses.userId, me.id), eq(addresses.isDefault, true)));
    const [a] = await tx.insert(addresses).values({
      userId: me.id, companyId: me.companyId, realName: input.realName, phone: input.phone,
      provinceCode: '', cityCode: '', districtCode: '', province: input.province, city: input.city, district: input.district,
      detail: input.detail, isDefault,
    }).returning();
    return { id: a!.id, realName: a!.realName, phone: a!.phone, province: a!.province, city: a!.city, district: a!.district, detail: a!.detail, isDefault: a!.isDefault };
  });
}
