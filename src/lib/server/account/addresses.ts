// Delivery addresses, the one module that writes them: each account keeps its own (at most ADDRESS_LIMIT, no two the
// same), exactly one default when any exist, regions checked against the region table. The address book (/address) and the
// checkout's "new address" (/api/order/address) both save through saveAddress.
import { and, asc, desc, eq, ne } from 'drizzle-orm';
import type { DB, Tx } from '~/lib/server/db/client.ts';
import { addresses } from '~/lib/server/db/schema/index.ts';
import { badRequest, conflict, notFound } from '~/lib/server/http.ts';
import type { SessionUser } from '~/lib/server/auth/sessions.ts';
import { lockXact } from '~/lib/server/db/lock.ts';
import { regionByNames, resolveRegion } from './regions.ts';
import { ADDRESS_DUPLICATE_REFUSAL, ADDRESS_LIMIT, ADDRESS_LIMIT_REFUSAL } from '~/lib/shared/account-limits.ts';
import type { AddressInput, NewAddressInput } from '~/lib/shared/address.ts';
import type { Address } from '~/lib/shared/contracts/account.ts';

const columns = {
  id: addresses.id,
  realName: addresses.realName,
  phone: addresses.phone,
  provinceCode: addresses.provinceCode,
  cityCode: addresses.cityCode,
  districtCode: addresses.districtCode,
  province: addresses.province,
  city: addresses.city,
  district: addresses.district,
  detail: addresses.detail,
  isDefault: addresses.isDefault,
};
export type { Address };

/** The caller's addresses, the default first, then newest first. */
export async function listAddresses(db: DB | Tx, me: SessionUser): Promise<Address[]> {
  return db.select(columns).from(addresses).where(eq(addresses.userId, me.id)).orderBy(desc(addresses.isDefault), desc(addresses.id));
}

/** One of the caller's addresses, or 404 (also for other accounts' ids). */
export async function getAddress(db: DB | Tx, me: SessionUser, id: number): Promise<Address> {
  const [row] = await db
    .select(columns)
    .from(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, me.id)));
  if (!row) throw notFound('地址不存在');
  return row;
}

async function makeDefault(tx: Tx, me: SessionUser, id: number) {
  await tx
    .update(addresses)
    .set({ isDefault: false })
    .where(and(eq(addresses.userId, me.id), ne(addresses.id, id), eq(addresses.isDefault, true)));
  await tx
    .update(addresses)
    .set({ isDefault: true })
    .where(and(eq(addresses.userId, me.id), eq(addresses.id, id)));
}

/** The region of an input: by its codes, or (checkout) by its names; either way as the region table has it. */
function regionOf(input: AddressInput | NewAddressInput) {
  const { provinceCode: p, cityCode: c, districtCode: d } = input;
  if (p && c && d) return { provinceCode: p, cityCode: c, districtCode: d, ...resolveRegion(p, c, d) };
  const n = input as NewAddressInput;
  return regionByNames({ province: n.province ?? '', city: n.city ?? '', district: n.district ?? '' });
}

/** Text as a reader compares it: trimmed, each run of white space one space. */
const readable = (s: string) => s.trim().replace(/\s+/g, ' ');
/** What makes two addresses the same place for the same person: 收货人, 电话, the region and 详细地址. */
const placeOf = (a: Pick<Address, 'realName' | 'phone' | 'provinceCode' | 'cityCode' | 'districtCode' | 'detail'>) =>
  [a.realName, a.phone, a.provinceCode, a.cityCode, a.districtCode, a.detail].map(readable).join('\n');

/**
 * Creates (no id) or updates an address. The first address becomes the default; the default cannot be switched off
 * directly. An address that another of the account's addresses already is (placeOf) is refused, added or edited.
 */
export async function saveAddress(db: DB, me: SessionUser, input: AddressInput | NewAddressInput): Promise<Address> {
  const values = { realName: input.realName, phone: input.phone, detail: input.detail, ...regionOf(input) };
  const id = await db.transaction(async (tx) => {
    // One writer per account at a time, so the limit, the single default and no copies hold under concurrent calls.
    await lockXact(tx, 'address', me.id);
    let id = ('id' in input ? input.id : 0) ?? 0;
    const mine = await tx.select(columns).from(addresses).where(eq(addresses.userId, me.id));
    if (id && !mine.some((a) => a.id === id)) throw notFound('地址不存在');
    const place = placeOf(values);
    if (mine.some((a) => a.id !== id && placeOf(a) === place)) throw conflict(ADDRESS_DUPLICATE_REFUSAL, 'detail');
    if (id) {
      await tx
        .update(addresses)
        .set(values)
        .where(and(eq(addresses.id, id), eq(addresses.userId, me.id)));
    } else {
      if (mine.length >= ADDRESS_LIMIT) throw badRequest(ADDRESS_LIMIT_REFUSAL);
      const [row] = await tx
        .insert(addresses)
        .values({ ...values, userId: me.id, companyId: me.companyId, isDefault: mine.length === 0 })
        .returning({ id: addresses.id });
      id = row!.id;
    }
    if (input.isDefault) await makeDefault(tx, me, id);
    return id;
  });
  return getAddress(db, me, id);
}

export async function setDefaultAddress(db: DB, me: SessionUser, id: number): Promise<Address> {
  await db.transaction(async (tx) => {
    await lockXact(tx, 'address', me.id);
    await getAddress(tx, me, id);
    await makeDefault(tx, me, id);
  });
  return getAddress(db, me, id);
}

/** Deletes an address; when it was the default, the newest remaining one takes over. */
export async function deleteAddress(db: DB, me: SessionUser, id: number): Promise<{ id: number }> {
  await db.transaction(async (tx) => {
    await lockXact(tx, 'address', me.id);
    const [gone] = await tx
      .delete(addresses)
      .where(and(eq(addresses.id, id), eq(addresses.userId, me.id)))
      .returning({ isDefault: addresses.isDefault });
    if (!gone) throw notFound('地址不存在');
    if (gone.isDefault) {
      const [next] = await tx
        .select({ id: addresses.id })
        .from(addresses)
        .where(eq(addresses.userId, me.id))
        .orderBy(desc(addresses.id), asc(addresses.realName))
        .limit(1);
      if (next) await makeDefault(tx, me, next.id);
    }
  });
  return { id };
}
