// Starts the built server (dist/server/entry.mjs) on a free port with its own fresh database.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomInt } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { CREDIT_CHARS, creditCheckChar } from '../../src/lib/shared/credit-code.ts';

export const ROOT = path.resolve(import.meta.dirname, '../..');
export const ENTRY = path.join(ROOT, 'dist/server/entry.mjs');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.unref();
    s.on('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(port));
    });
  });
}

/**
 * Every test client is 127.0.0.1, so the per-address and store-wide SMS limits (SMS pumping) would stop the suite's
 * registrations, and the per-address page-view budget its page views; a test of those limits sets its own values.
 */
export const TEST_ADDRESS_LIMITS = { SMS_IP_HOURLY_MAX: '100000', SMS_GLOBAL_HOURLY_MAX: '100000', PV_IP_HOURLY_MAX: '100000' };

export interface TestServer {
  url: string;
  port: number;
  dataDir: string;
  proc: ChildProcess;
  output: () => string;
  stop: (signal?: NodeJS.Signals) => Promise<number | null>;
}

export async function startServer(
  opts: { dataDir?: string; env?: Record<string, string>; port?: number; waitMs?: number } = {},
): Promise<TestServer> {
  if (!fs.existsSync(ENTRY)) throw new Error('dist/server/entry.mjs is missing: run `npm run build` first (npm test does).');
  const dataDir = opts.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'qili-test-'));
  const port = opts.port ?? (await freePort());
  let out = '';
  const proc = spawn(process.execPath, [ENTRY], {
    cwd: ROOT,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      ASTRO_TELEMETRY_DISABLED: '1',
      LOG_LEVEL: 'warn',
      ...TEST_ADDRESS_LIMITS,
      ...opts.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  proc.stdout!.on('data', (d) => (out += d));
  proc.stderr!.on('data', (d) => (out += d));
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<number | null>((resolve) => proc.once('exit', (code) => resolve(code)));
  const deadline = Date.now() + (opts.waitMs ?? 60_000);
  for (;;) {
    if (proc.exitCode !== null) throw new Error(`server exited with ${proc.exitCode}:\n${out}`);
    try {
      const r = await fetch(`${url}/api/health`);
      if (r.ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) {
      proc.kill('SIGKILL');
      throw new Error(`server did not become ready:\n${out}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    port,
    dataDir,
    proc,
    output: () => out,
    stop: async (signal: NodeJS.Signals = 'SIGTERM') => {
      if (proc.exitCode === null) proc.kill(signal);
      const t = setTimeout(() => proc.kill('SIGKILL'), 8000);
      const code = await exited;
      clearTimeout(t);
      return code;
    },
  };
}

/** The newest SMS code the log driver wrote for a phone (and purpose). */
export function lastSmsCode(dataDir: string, phone: string, purpose?: string): string | null {
  const file = path.join(dataDir, 'sms-outbox.jsonl');
  if (!fs.existsSync(file)) return null;
  const lines = fs.readFileSync(file, 'utf8').trim().split('\n').reverse();
  for (const l of lines) {
    const m = JSON.parse(l) as { phone: string; purpose: string; code: string };
    if (m.phone === phone && (!purpose || m.purpose === purpose)) return m.code;
  }
  return null;
}

/**
 * A fresh, valid mobile number that no seed account uses (they start 13): 15 and nine random digits. Test files run in
 * parallel workers, each with its own copy of this module, so a counter starts again in every file and the process
 * id's last digit is shared by many: with five random digits beside them, two files once drew the same number and the
 * second registration was refused (该手机号已注册). Nine give a clash about once in ten thousand runs of the suite's few
 * hundred numbers.
 */
export function newPhone(): string {
  return `15${String(randomInt(1e9)).padStart(9, '0')}`;
}

/**
 * A registration's body as the form sends it: the company, a fresh 统一社会信用代码, the contact 测试员, the phone with
 * its SMS code, the password twice and the agreement ticked. One shape for every test that registers a company.
 */
export const registration = (companyName: string, phone: string, code: string, password = 'abc12345') => ({
  companyName,
  creditCode: newCreditCode(),
  contactName: '测试员',
  phone,
  code,
  password,
  confirm: password,
  agree: true,
});

/** A fresh 统一社会信用代码 with a right check character (one code, one company: registrations need their own). */
export function newCreditCode(): string {
  const first17 = `91310000${Array.from({ length: 9 }, () => CREDIT_CHARS[randomInt(CREDIT_CHARS.length)]).join('')}`;
  return first17 + creditCheckChar(first17)!;
}
