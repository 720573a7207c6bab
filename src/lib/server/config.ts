// Every runtime setting, read once from process.env (never import.meta.env: that is inlined at build time).
// Each one is documented in .env.example and the README.
import path from 'node:path';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';

function findAppRoot(): string {
  if (process.env.APP_ROOT) return path.resolve(process.env.APP_ROOT);
  // Walk up from this module (source or bundled chunk) to the folder holding package.json + drizzle/.
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 8; i++) {
    if (fs.existsSync(path.join(dir, 'package.json')) && fs.existsSync(path.join(dir, 'drizzle'))) return dir;
    const up = path.dirname(dir);
    if (up === dir) break;
    dir = up;
  }
  return process.cwd();
}

function int(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n)) throw new Error(`Environment variable ${name} must be a number, got "${raw}"`);
  return n;
}

const appRoot = findAppRoot();
const dataDir = path.resolve(appRoot, process.env.DATA_DIR || 'data');

export const config = {
  appRoot,
  dataDir,
  migrationsDir: path.join(appRoot, 'drizzle'),
  databaseUrl: process.env.DATABASE_URL || '',
  /** Seed demo data into an empty database on first start (set SEED=0 to start empty). */
  seed: process.env.SEED !== '0',
  smsDriver: process.env.SMS_DRIVER || 'log',
  sms: {
    /** At most one code per phone within this many seconds. */
    resendSeconds: int('SMS_RESEND_SECONDS', 60),
    /** At most this many codes per phone per hour. */
    hourlyMax: int('SMS_HOURLY_MAX', 5),
  },
  session: {
    idleMs: int('SESSION_IDLE_HOURS', 24 * 7) * 3600_000,
    absoluteMs: int('SESSION_MAX_DAYS', 30) * 86400_000,
  },
  /** Back-office (staff) sessions: shorter than buyers' (a working day idle, a week at most). */
  staffSession: {
    idleMs: int('STAFF_SESSION_IDLE_HOURS', 8) * 3600_000,
    absoluteMs: int('STAFF_SESSION_MAX_HOURS', 24 * 7) * 3600_000,
  },
  /** Unpaid orders are cancelled after this many minutes. */
  orderPayTimeoutMin: int('ORDER_PAY_TIMEOUT_MINUTES', 60 * 24),
  /** After-sales may be requested until this many days after an order is completed (received). */
  aftersaleDays: int('AFTERSALE_DAYS', 7),
  /** WeChat Pay Native (API v3): offered only when every required value is set. Keys: a PEM text or a file path. */
  wechatPay: {
    mchId: process.env.WECHAT_PAY_MCHID || '',
    appId: process.env.WECHAT_PAY_APPID || '',
    /** Serial number of the merchant API certificate (signs our requests). */
    serialNo: process.env.WECHAT_PAY_SERIAL_NO || '',
    privateKey: process.env.WECHAT_PAY_PRIVATE_KEY || '',
    /** The WeChat Pay platform certificate or WeChat Pay public key (verifies answers and notifications), and its serial/id. */
    platformCert: process.env.WECHAT_PAY_PLATFORM_CERT || '',
    platformSerial: process.env.WECHAT_PAY_PLATFORM_SERIAL || '',
    apiV3Key: process.env.WECHAT_PAY_API_V3_KEY || '',
    /** Public https address of POST /api/pay/wechat/notify. */
    notifyUrl: process.env.WECHAT_PAY_NOTIFY_URL || '',
    baseUrl: process.env.WECHAT_PAY_BASE_URL || 'https://api.mch.weixin.qq.com',
  },
  analytics: process.env.ANALYTICS || 'db', // 'db' | 'off' | an https:// beacon URL
  logLevel: process.env.LOG_LEVEL || 'info',
};

export type AppConfig = typeof config;
