// SMS verification codes: 6 digits, 10 minutes, single use, dead after 5 wrong tries;
// one send per phone per 60 s and 5 per hour, at most SMS_IP_HOURLY_MAX per client address and
// SMS_GLOBAL_HOURLY_MAX for the whole store per hour. Codes are stored hashed and never returned by the API.
import { createHash, randomInt } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { and, count, desc, eq, gt, lt, sql } from 'drizzle-orm';
import type { DB } from '~/lib/server/db/client.ts';
import { smsCodes } from '~/lib/server/db/schema/index.ts';
import { lockXact } from '~/lib/server/db/lock.ts';
import { config } from '~/lib/server/config.ts';
import { log } from '~/lib/server/log.ts';
import { badRequest, tooMany } from '~/lib/server/http.ts';
import { addressKey } from '~/lib/server/proxy.ts';
import { spentByAddress } from '~/lib/server/address-budget.ts';

export type SmsPurpose = 'register' | 'login' | 'reset';
export const CODE_TTL_MS = 10 * 60_000;
export const MAX_ATTEMPTS = 5;

export interface SmsSender {
  send(phone: string, purpose: SmsPurpose, code: string): Promise<void>;
}

/** Default driver: appends one JSON line to DATA_DIR/sms-outbox.jsonl and logs it. */
export const logSender: SmsSender = {
  async send(phone, purpose, code) {
    const line = JSON.stringify({ phone, purpose, code, at: new Date().toISOString() });
    fs.mkdirSync(config.dataDir, { recursive: true });
    await fs.promises.appendFile(path.join(config.dataDir, 'sms-outbox.jsonl'), line + '\n');
    log.info('sms (log driver)', { phone, purpose });
  },
};

export function smsSender(): SmsSender {
  if (config.smsDriver === 'log') return logSender;
  throw new Error(`Unknown SMS_DRIVER "${config.smsDriver}"`);
}

const codeHash = (phone: string, purpose: string, code: string) => createHash('sha256').update(`${phone}:${purpose}:${code}`).digest('hex');

const HOURLY_REFUSAL = '验证码发送次数过多，请1小时后再试';

/**
 * Sends a code. The limits are checked and the new code written as one step under one lock for every send (they
 * are rare), so parallel requests cannot pass any limit together: per phone (resend interval, hourly count), per
 * client address (SMS pumping: one client asking codes for many numbers) and the store-wide hourly ceiling.
 */
export async function issueCode(db: DB, phone: string, purpose: SmsPurpose, clientAddress: string, sender = smsSender()): Promise<void> {
  const now = Date.now();
  const hourAgo = new Date(now - 3600_000);
  const clientIp = addressKey(clientAddress);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await db.transaction(async (tx) => {
    await lockXact(tx, 'sms', 'send');
    const recent = await tx
      .select({ createdAt: smsCodes.createdAt })
      .from(smsCodes)
      .where(and(eq(smsCodes.phone, phone), gt(smsCodes.createdAt, hourAgo)))
      .orderBy(desc(smsCodes.createdAt));
    const { resendSeconds, hourlyMax, ipHourlyMax, globalHourlyMax } = config.sms;
    if (recent[0] && now - recent[0].createdAt.getTime() < resendSeconds * 1000)
      throw tooMany(`验证码发送过于频繁，请${resendSeconds}秒后再试`);
    if (recent.length >= hourlyMax) throw tooMany(HOURLY_REFUSAL);
    const ledger = { table: smsCodes, address: smsCodes.clientIp, at: smsCodes.createdAt };
    if ((await spentByAddress(tx, ledger, clientIp, hourAgo)) >= ipHourlyMax) {
      log.warn('sms refused: per-address hourly limit', { clientIp, limit: ipHourlyMax });
      throw tooMany(HOURLY_REFUSAL);
    }
    const [all] = await tx.select({ n: count() }).from(smsCodes).where(gt(smsCodes.createdAt, hourAgo));
    if ((all?.n ?? 0) >= globalHourlyMax) {
      log.warn('sms refused: store-wide hourly ceiling', { limit: globalHourlyMax });
      throw tooMany(HOURLY_REFUSAL);
    }
    // A new code replaces any earlier one for the same purpose.
    await tx
      .update(smsCodes)
      .set({ used: true })
      .where(and(eq(smsCodes.phone, phone), eq(smsCodes.purpose, purpose)));
    await tx.insert(smsCodes).values({
      phone,
      purpose,
      codeHash: codeHash(phone, purpose, code),
      clientIp,
      createdAt: new Date(now),
      expiresAt: new Date(now + CODE_TTL_MS),
    });
  });
  await sender.send(phone, purpose, code);
}

/**
 * Consumes a code; throws a 400 with a clear message when it is wrong, used, expired or tried too often, naming the
 * field `code` (every form that sends one shows it under its 验证码).
 */
export async function consumeCode(db: DB, phone: string, purpose: SmsPurpose, code: string): Promise<void> {
  const rows = await db
    .select({ id: smsCodes.id })
    .from(smsCodes)
    .where(and(eq(smsCodes.phone, phone), eq(smsCodes.purpose, purpose), eq(smsCodes.used, false), gt(smsCodes.expiresAt, new Date())))
    .orderBy(desc(smsCodes.createdAt))
    .limit(1);
  const id = rows[0]?.id;
  if (!id) throw badRequest('验证码已失效，请重新获取', 'code');
  // Every guess spends one attempt atomically, so parallel guessing cannot exceed the limit.
  const spent = await db
    .update(smsCodes)
    .set({ attempts: sql`${smsCodes.attempts} + 1` })
    .where(and(eq(smsCodes.id, id), eq(smsCodes.used, false), lt(smsCodes.attempts, MAX_ATTEMPTS)))
    .returning({ attempts: smsCodes.attempts, codeHash: smsCodes.codeHash });
  const row = spent[0];
  if (!row) throw badRequest('验证码错误次数过多，请重新获取', 'code');
  if (row.codeHash !== codeHash(phone, purpose, code)) {
    throw badRequest(row.attempts >= MAX_ATTEMPTS ? '验证码错误次数过多，请重新获取' : '验证码错误', 'code');
  }
  // Single use even under concurrency: only one request flips used from false to true.
  const done = await db
    .update(smsCodes)
    .set({ used: true })
    .where(and(eq(smsCodes.id, id), eq(smsCodes.used, false)))
    .returning({ id: smsCodes.id });
  if (!done.length) throw badRequest('验证码已失效，请重新获取', 'code');
}
