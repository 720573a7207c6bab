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

/** An origin (scheme://host[:port]) or ''; anything with a path, query or another scheme is refused at start. */
function origin(name: string): string {
  const raw = (process.env[name] ?? '').trim();
  if (!raw) return '';
  let u: URL;
  try {
    u = new URL(raw);
  } catch {
    throw new Error(`Environment variable ${name} must be an origin such as https://shop.example.com, got "${raw}"`);
  }
  if (
    (u.protocol !== 'https:' && u.protocol !== 'http:') ||
    (u.pathname !== '/' && u.pathname !== '') ||
    u.search ||
    u.hash ||
    u.username
  ) {
    throw new Error(`Environment variable ${name} must be an origin such as https://shop.example.com (no path), got "${raw}"`);
  }
  return u.origin;
}

/** TRUST_PROXY: a number of proxy hops; 'true'/'yes' mean 1, 'false'/'no'/'' mean 0. */
function hops(name: string): number {
  const raw = (process.env[name] ?? '').trim().toLowerCase();
  if (raw === '' || raw === 'false' || raw === 'no' || raw === 'off') return 0;
  if (raw === 'true' || raw === 'yes' || raw === 'on') return 1;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0 || n > 10)
    throw new Error(`Environment variable ${name} must be a number of proxies (0-10) or true/false, got "${raw}"`);
  return n;
}

function bool(name: string, fallback: boolean): boolean {
  const raw = (process.env[name] ?? '').trim().toLowerCase();
  if (raw === '') return fallback;
  if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
  if (['0', 'false', 'no', 'off'].includes(raw)) return false;
  throw new Error(`Environment variable ${name} must be true or false, got "${process.env[name]}"`);
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
    /** At most this many codes per client address (IPv6: per /64) per hour, whatever the phones (SMS pumping). */
    ipHourlyMax: int('SMS_IP_HOURLY_MAX', 20),
    /** At most this many codes per hour for the whole store: a ceiling on what SMS pumping can cost. */
    globalHourlyMax: int('SMS_GLOBAL_HOURLY_MAX', 1000),
  },
  /**
   * The address buyers use, e.g. https://shop.example.com (no path). When it is https, every response is treated
   * as served over HTTPS (Secure cookie, HSTS); page form posts must come from it (or from the request's own origin).
   */
  publicOrigin: origin('PUBLIC_ORIGIN'),
  /**
   * How many reverse proxies stand in front of the server (TRUST_PROXY=1 for one; 0, the default, for none).
   * Only then are X-Forwarded-Proto, X-Forwarded-Host and X-Forwarded-For believed: the client address is the
   * one the nearest trusted proxy saw, never a value the client wrote itself.
   */
  trustProxy: hops('TRUST_PROXY'),
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
  /**
   * What one company's accounts may upload in a rolling day, in MB, all kinds together (staff uploads are not
   * counted): without it any signed-in account, even of a company still under review, could fill the file storage
   * 50 MB at a time.
   */
  uploadDailyMb: int('UPLOAD_DAILY_MB', 2048),
  /** After-sales may be requested until this many days after an order is completed (received). */
  aftersaleDays: int('AFTERSALE_DAYS', 7),
  /** WeChat Pay Native (API v3): offered only when every required value is set. Keys: a PEM text or a file path. */
  wechatPay: {
    mchId: process.env.WECHAT_PAY_MCHID || '',
    appId: process.env.WECHAT_PAY_APPID || '',
    /** Serial number of the merchant API certificate (signs our requests). */
    serialNo: process.env.WECHAT_PAY_SERIAL_NO || '',
    privateKey: process.env.WECHAT_PAY_PRIVATE_KEY || '',
    /** Optional bootstrap: a platform certificate or WeChat Pay public key, and its serial/id; the certificates are downloaded (payments/wechat-certs.ts). */
    platformCert: process.env.WECHAT_PAY_PLATFORM_CERT || '',
    platformSerial: process.env.WECHAT_PAY_PLATFORM_SERIAL || '',
    apiV3Key: process.env.WECHAT_PAY_API_V3_KEY || '',
    /** Public https address of POST /api/pay/wechat/notify. */
    notifyUrl: process.env.WECHAT_PAY_NOTIFY_URL || '',
    baseUrl: process.env.WECHAT_PAY_BASE_URL || 'https://api.mch.weixin.qq.com',
  },
  /**
   * Where the files the store keeps (uploads, generated media, imported pictures, seeded files) live: 'local' under
   * DATA_DIR, or 's3' in a bucket of any S3-compatible object store, shared by every app server (docs/deployment.md).
   */
  storage: {
    driver: process.env.STORAGE_DRIVER || 'local',
    s3: {
      /** e.g. https://oss-cn-shanghai.aliyuncs.com, https://cos.ap-shanghai.myqcloud.com, http://127.0.0.1:9000 (MinIO); default AWS for the region. */
      endpoint: process.env.S3_ENDPOINT || '',
      region: process.env.S3_REGION || 'us-east-1',
      bucket: process.env.S3_BUCKET || '',
      accessKeyId: process.env.S3_ACCESS_KEY_ID || '',
      secretAccessKey: process.env.S3_SECRET_ACCESS_KEY || '',
      /** Bucket in the path (endpoint/bucket/key: MinIO and most self-hosted stores) instead of the host name (bucket.endpoint/key). */
      forcePathStyle: bool('S3_FORCE_PATH_STYLE', false),
    },
  },
  /** How often each timed job is tried (one server runs each round; see db/lock.ts runJobOnce). */
  jobs: {
    orderSweepSeconds: int('ORDER_SWEEP_SECONDS', 60),
    activitySweepSeconds: int('ACTIVITY_SWEEP_SECONDS', 60),
  },
  /**
   * Contact details buyers see: top bar, footer, support dialog, about us, and help pages through the placeholders
   * {{客服热线}}, {{服务时间}} and {{客服邮箱}}. An empty e-mail is not shown.
   */
  contact: {
    phone: process.env.SUPPORT_PHONE || '400-820-1688',
    hours: process.env.SERVICE_HOURS || '9:00-18:00 每天',
    email: process.env.SUPPORT_EMAIL || '',
  },
  analytics: process.env.ANALYTICS || 'db', // 'db' | 'off' | an https:// beacon URL
  /** Page views, stored (ANALYTICS=db) or forwarded (a beacon URL). */
  pageViews: {
    /**
     * At most this many views stored or forwarded per client address (IPv6: per /64) per hour; more are answered
     * `recorded: false` and dropped. A company's office behind one address is many buyers: 20 a minute. Forwarded
     * views are counted in each server process's memory.
     */
    ipHourlyMax: int('PV_IP_HOURLY_MAX', 1200),
    /**
     * At most this many views recorded per server process per hour, whatever their addresses (a flood from many
     * addresses); more are answered `recorded: false`, and the first of them each hour is logged.
     */
    hourlyMax: int('PV_HOURLY_MAX', 100_000),
    /** Views older than this many days are deleted by an hourly background job; 0 keeps them all. */
    retentionDays: int('PV_RETENTION_DAYS', 180),
  },
  logLevel: process.env.LOG_LEVEL || 'info',
};

export type AppConfig = typeof config;
