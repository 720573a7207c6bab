// Registration, login, password changes and the profile: the account rules live here, handlers only call them.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { DB } from '~/lib/server/db/client.ts';
import { prepared } from '~/lib/server/db/prepared.ts';
import { companies, files, loginFailures, users } from '~/lib/server/db/schema/index.ts';
import { ApiError, badRequest, conflict, forbidden, tooMany, unauthorized } from '~/lib/server/http.ts';
import { burnPasswordCheck, hashPassword, verifyPassword } from './password.ts';
import { consumeCode } from './sms.ts';
import { accountsChanged, createSession, endUserSessions, type SessionUser } from './sessions.ts';
import { LEVEL_NAMES, identityOfAccount, isMainAccount, permissionsOf } from './permissions.ts';
import { normalizeNickname } from '~/lib/shared/validation.ts';
import { COMPANY_STATUS_NAMES } from '~/lib/shared/labels.ts';
import { createCompany, creditCodeHolder, creditCodeTaken, logRegistration, resubmitCompany } from '~/lib/server/companies/review.ts';
import { licenceIsPdfBy, licenceMime } from '~/lib/server/companies/licence.ts';
import { userActor } from '~/lib/server/state/actors.ts';
import { lockXact } from '~/lib/server/db/lock.ts';
import { ACCOUNT_DISABLED, COMPANY_NAME_TAKEN, PHONE_NOT_REGISTERED, PHONE_REGISTERED } from '~/lib/shared/messages.ts';

export const LOCK_WINDOW_MS = 15 * 60_000;
export const LOCK_AFTER = 5;
const BAD_LOGIN = '手机号或密码错误';

export async function isPhoneRegistered(db: DB, phone: string): Promise<boolean> {
  const r = await db.select({ id: users.id }).from(users).where(eq(users.phone, phone)).limit(1);
  return r.length > 0;
}

export async function isCompanyNameTaken(db: DB, name: string): Promise<boolean> {
  const r = await db.select({ id: companies.id }).from(companies).where(eq(companies.name, name.trim())).limit(1);
  return r.length > 0;
}

export interface RegisterInput {
  companyName: string;
  /** Normalised by zCreditCode (capitals, no spaces) and checked. */
  creditCode: string;
  contactName: string;
  phone: string;
  code: string;
  password: string;
}

/** Creates a company (pending review) and its main account, then logs it in. */
export async function register(db: DB, input: RegisterInput, userAgent = '') {
  if (await isPhoneRegistered(db, input.phone)) throw conflict(PHONE_REGISTERED, 'phone');
  if (await isCompanyNameTaken(db, input.companyName)) throw conflict(COMPANY_NAME_TAKEN, 'companyName');
  if (await creditCodeHolder(db, input.creditCode)) throw creditCodeTaken();
  await consumeCode(db, input.phone, 'register', input.code);
  const passwordHash = await hashPassword(input.password);
  const userId = await db.transaction(async (tx) => {
    const company = await createCompany(tx, { name: input.companyName, creditCode: input.creditCode, contactName: input.contactName });
    // Another registration of the same name or code committed first (both are unique): say which.
    if (!company) throw (await creditCodeHolder(tx, input.creditCode)) ? creditCodeTaken() : conflict(COMPANY_NAME_TAKEN, 'companyName');
    const [user] = await tx
      .insert(users)
      .values({
        companyId: company.id,
        parentId: null,
        phone: input.phone,
        passwordHash,
        nickname: input.contactName.trim(),
        realName: input.contactName.trim(),
      })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (!user) throw conflict(PHONE_REGISTERED, 'phone');
    await logRegistration(tx, company, { type: 'user', userId: user.id, name: input.contactName.trim() });
    return user.id;
  });
  return loginAs(db, userId, userAgent);
}

/** Only the main account resubmits its company's registration. */
export function assertMayResubmit(user: SessionUser): void {
  if (!isMainAccount(user)) throw forbidden('仅主账号可以重新提交认证');
}

/** A rejected company's main account resubmits its registration; it goes back to review. */
export async function registerAgain(db: DB, user: SessionUser, input: { companyName: string; creditCode: string; contactName: string }) {
  assertMayResubmit(user);
  return resubmitCompany(db, user.companyId, input, userActor(user));
}

/** The lockout's message, for a buyer (who may sign in by SMS code instead) or staff (`advice` empty). */
export const lockedMessage = (advice = '或使用验证码登录') =>
  `登录失败次数过多，账号已锁定${LOCK_WINDOW_MS / 60_000}分钟，请稍后再试${advice}`;
const LOCKED = lockedMessage();

/**
 * Takes one of the key's password tries, atomically: under a lock on the key, the lock rule is checked and the
 * try is written as a failure BEFORE the password is looked at (a right password then clears the key's failures).
 * So parallel guesses queue for the count and at most 5 within 15 minutes ever reach the password check; the
 * 6th finds the key locked for 15 minutes after the newest of those 5.
 */
async function takePasswordTry(db: DB, key: string, lockedMsg: string): Promise<void> {
  await db.transaction(async (tx) => {
    await lockXact(tx, 'login', key);
    const recent = await tx
      .select({ at: loginFailures.at })
      .from(loginFailures)
      .where(eq(loginFailures.phone, key))
      .orderBy(desc(loginFailures.at))
      .limit(LOCK_AFTER);
    if (recent.length >= LOCK_AFTER) {
      const newest = recent[0]!.at.getTime();
      const fifth = recent[LOCK_AFTER - 1]!.at.getTime();
      if (newest - fifth <= LOCK_WINDOW_MS && Date.now() - newest < LOCK_WINDOW_MS) throw tooMany(lockedMsg);
    }
    await tx.insert(loginFailures).values({ phone: key });
  });
}

/**
 * The one password-login lockout rule, for buyers (key: the phone) and staff (key: 'staff#' + the account's id, or
 * 'staff:' + a login naming no account): the try is taken atomically first (a locked key is refused before any
 * check); a good password clears the key's failures.
 * `check` answers the account when the password is right, else null.
 */
export async function passwordAttempt<T>(db: DB, key: string, check: () => Promise<T | null>, lockedMsg = LOCKED): Promise<T | null> {
  await takePasswordTry(db, key, lockedMsg);
  const who = await check();
  if (who !== null) await db.delete(loginFailures).where(eq(loginFailures.phone, key));
  return who;
}

export async function loginWithPassword(db: DB, phone: string, password: string, userAgent = '') {
  const user = await passwordAttempt(db, phone, async () => {
    const [u] = await db.select().from(users).where(eq(users.phone, phone)).limit(1);
    const okPassword = u ? await verifyPassword(u.passwordHash, password) : (await burnPasswordCheck(password), false);
    return u && okPassword ? u : null;
  });
  if (!user) throw new ApiError(400, BAD_LOGIN);
  if (user.status !== 1) throw forbidden(ACCOUNT_DISABLED);
  return loginAs(db, user.id, userAgent);
}

export async function loginWithCode(db: DB, phone: string, code: string, userAgent = '') {
  const [user] = await db.select({ id: users.id, status: users.status }).from(users).where(eq(users.phone, phone)).limit(1);
  if (!user) throw badRequest(PHONE_NOT_REGISTERED, 'phone');
  await consumeCode(db, phone, 'login', code);
  if (user.status !== 1) throw forbidden(ACCOUNT_DISABLED);
  await db.delete(loginFailures).where(eq(loginFailures.phone, phone));
  return loginAs(db, user.id, userAgent);
}

async function loginAs(db: DB, userId: number, userAgent: string) {
  const { token, expiresAt } = await createSession(db, userId, userAgent);
  return { token, expiresAt: expiresAt.toISOString(), userInfo: await userInfo(db, userId) };
}

/** /alterCode: reset by SMS code; every session of the account ends. */
export async function resetPassword(db: DB, phone: string, code: string, password: string) {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.phone, phone)).limit(1);
  if (!user) throw badRequest(PHONE_NOT_REGISTERED, 'phone');
  await consumeCode(db, phone, 'reset', code);
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(password) })
    .where(eq(users.id, user.id));
  await endUserSessions(db, user.id, 'password');
  await db.delete(loginFailures).where(eq(loginFailures.phone, phone));
}

/**
 * Logged-in change: the old password must match, a try counted by the login's lockout rule (the same password is
 * guessed, so a session alone cannot try it without end); the account's other sessions end.
 */
export async function changePassword(db: DB, me: SessionUser, srcPassword: string, password: string) {
  const right = await passwordAttempt(
    db,
    me.phone,
    async () => {
      const [user] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, me.id));
      return user && (await verifyPassword(user.passwordHash, srcPassword)) ? true : null;
    },
    `原密码错误次数过多，请${LOCK_WINDOW_MS / 60_000}分钟后再试`,
  );
  // Named fields: the dialog says them under 原密码 / 新密码 (as toasts they went by).
  if (!right) throw badRequest('原密码错误', 'srcPassword');
  if (srcPassword === password) throw badRequest('新密码不能与原密码相同', 'password');
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(password) })
    .where(eq(users.id, me.id));
  await endUserSessions(db, me.id, 'password', me.sessionId);
}

export async function userInfo(db: DB, userId: number) {
  const [r] = await prepared(db, 'user_info', (db) =>
    db
      // The columns the answer shows, not the password hash and the rest of both rows.
      .select({
        u: {
          id: users.id,
          nickname: users.nickname,
          realName: users.realName,
          avatar: users.avatar,
          phone: users.phone,
          parentId: users.parentId,
          identity: users.identity,
          level: users.level,
        },
        c: {
          id: companies.id,
          name: companies.name,
          creditCode: companies.creditCode,
          contactName: companies.contactName,
          status: companies.status,
          rejectReason: companies.rejectReason,
          licenseUrl: companies.licenseUrl,
          licenseMime: licenceMime(companies.licenseUrl),
        },
      })
      .from(users)
      .innerJoin(companies, eq(companies.id, users.companyId))
      .where(eq(users.id, sql.placeholder('userId')))
      .prepare('user_info'),
  ).execute({ userId });
  if (!r) throw unauthorized();
  const { u, c } = r;
  const identity = identityOfAccount(u);
  return {
    id: u.id,
    uid: u.id,
    nickname: u.nickname,
    realName: u.realName,
    avatar: u.avatar,
    phone: u.phone,
    identity: identity.name,
    identityKey: identity.key,
    level: u.level,
    levelName: LEVEL_NAMES[u.level] ?? LEVEL_NAMES[1],
    companyId: c.id,
    companyName: c.name,
    creditCode: c.creditCode ?? '',
    contactName: c.contactName,
    companyStatus: c.status,
    companyStatusName: COMPANY_STATUS_NAMES[c.status],
    rejectReason: c.rejectReason,
    licenseUrl: c.licenseUrl ?? '',
    licenseIsPdf: licenceIsPdfBy(c.licenseUrl, c.licenseMime),
    parentId: u.parentId,
    permissions: permissionsOf({ parentId: u.parentId, identity: identity.key }),
  };
}
export type UserInfo = Awaited<ReturnType<typeof userInfo>>;

/** Only avatar and nickname can change here; a blank nickname is ignored. */
export async function editUser(db: DB, me: SessionUser, input: { avatar?: string; nickname?: string }) {
  const patch: { avatar?: string; nickname?: string } = {};
  const nick = normalizeNickname(input.nickname);
  if (nick) patch.nickname = nick;
  if (input.avatar) {
    // Only an avatar this user uploaded: never another user's file, a private artwork/receipt, or an arbitrary path.
    const key = input.avatar.slice('/api/file/'.length);
    const [f] = await db
      .select({ id: files.id })
      .from(files)
      .where(and(eq(files.key, key), eq(files.kind, 'avatar'), eq(files.userId, me.id)));
    if (!f) throw badRequest('头像地址不正确，请重新上传头像');
    patch.avatar = input.avatar;
  }
  if (Object.keys(patch).length) await db.update(users).set(patch).where(eq(users.id, me.id));
  // The session carries the name the logs use (sessions.ts): a new nickname reaches the remembered sessions at once.
  if (patch.nickname !== undefined) await accountsChanged(db);
  return userInfo(db, me.id);
}
