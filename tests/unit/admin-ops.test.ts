// "Every command of `npm run ops` that moves a record has a back-office page that does the same through the same
// code": each such command is listed here with its /api/admin route, the page that calls it, and the domain
// function both call. The test reads the command modules and the route files, so a new ops command without its
// back-office twin, or a route that stops calling the command's function, fails here.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const read = (p: string) => fs.readFileSync(path.join(ROOT, p), 'utf8');

/** Commands that only read (lists, one record, checksums). */
const READ_ONLY = [
  'order:list',
  'order:show',
  'stock:list',
  'company:list',
  'company:show',
  'aftersale:list',
  'invoice:list',
  'staff:list',
  'db:checksums',
  'group:refunds',
  'payment:exceptions',
];

/** command → [route file under src/pages/api/admin, page under src/pages/admin that calls it, the shared function]. */
const TWINS: Record<string, [string, string, string]> = {
  'order:quote': ['order/quote.ts', 'orders/[id].astro', 'quoteOrder'],
  'payment:confirm': ['payment/confirm.ts', 'orders/[id].astro', 'confirmBankPayment'],
  'payment:reject': ['payment/reject.ts', 'orders/[id].astro', 'rejectBankPayment'],
  'payment:resolve': ['payment/resolve.ts', 'orders/[id].astro', 'resolvePaymentException'],
  'group:refunded': ['group/refunded.ts', 'payments/index.astro', 'refundSeatByHand'],
  'invoice:red-flush': ['invoice/red-flush.ts', 'invoices/[id].astro', 'recordRedFlush'],
  'order:ship': ['order/ship.ts', 'orders/[id].astro', 'shipOrder'],
  'order:deliver': ['order/deliver.ts', 'orders/[id].astro', 'deliverOrder'],
  'order:cancel': ['order/cancel.ts', 'orders/[id].astro', 'operatorCancel'],
  'order:sweep': ['order/sweep.ts', 'orders/index.astro', 'sweepExpired'],
  'stock:set': ['sku/stock.ts', 'products/[id].astro', 'setSkuStock'],
  'price:set': ['sku/price.ts', 'products/[id].astro', 'setSkuPrice'],
  'company:approve': ['company/approve.ts', 'companies/[id].astro', 'reviewCompany'],
  'company:reject': ['company/reject.ts', 'companies/[id].astro', 'reviewCompany'],
  'aftersale:approve': ['aftersale/approve.ts', 'aftersales/[id].astro', 'approveAs'],
  'aftersale:reject': ['aftersale/reject.ts', 'aftersales/[id].astro', 'rejectAs'],
  'aftersale:receive': ['aftersale/receive.ts', 'aftersales/[id].astro', 'receiveAs'],
  'aftersale:refund': ['aftersale/refund.ts', 'aftersales/[id].astro', 'refundAs'],
  'invoice:issue': ['invoice/issue.ts', 'invoices/[id].astro', 'issueInvoice'],
  'invoice:reject': ['invoice/reject.ts', 'invoices/[id].astro', 'rejectInvoice'],
  'help:import': ['help/import.ts', 'help.astro', 'republishHelpFile'],
  'staff:add': ['staff/save.ts', 'staff.astro', 'createStaff'],
  'staff:role': ['staff/save.ts', 'staff.astro', 'updateStaff'],
  'staff:disable': ['staff/save.ts', 'staff.astro', 'updateStaff'],
  'staff:password': ['staff/password.ts', 'staff.astro', 'setStaffPassword'],
};

/** Every command name and the source of the module defining it. */
function opsCommands(): Map<string, string> {
  const dir = path.join(ROOT, 'scripts/ops');
  const out = new Map<string, string>();
  for (const f of fs.readdirSync(dir).filter((n) => n.endsWith('.mjs') && n !== 'registry.mjs' && !n.startsWith('_'))) {
    const src = fs.readFileSync(path.join(dir, f), 'utf8');
    for (const m of src.matchAll(/(?:^ {2}'|\.\.\.step\(\s*')([a-z]+:[a-z-]+)'/gm)) out.set(m[1]!, src);
  }
  return out;
}

describe('ops commands and the back office', () => {
  const cmds = opsCommands();

  it('finds the commands', () => {
    expect(cmds.size).toBeGreaterThanOrEqual(READ_ONLY.length + Object.keys(TWINS).length);
  });

  it('every command that moves a record has a back-office twin', () => {
    expect([...cmds.keys()].filter((c) => !READ_ONLY.includes(c) && !(c in TWINS))).toEqual([]);
    expect(Object.keys(TWINS).filter((c) => !cmds.has(c))).toEqual([]);
  });

  it('the command and its route call the same domain function, and a page calls the route', () => {
    const wrong: string[] = [];
    for (const [cmd, [route, page, fn]] of Object.entries(TWINS)) {
      const callsFn = (src: string) => new RegExp(`\\b${fn}\\b`).test(src);
      const routeSrc = read(`src/pages/api/admin/${route}`);
      const endpoint = `/api/admin/${route.replace(/\.ts$/, '')}`;
      // The ops module calls it directly or through a function of the same module that does (grantStaffRole → updateStaff).
      const opsSrc = cmds.get(cmd)!;
      const viaHelper = { updateStaff: /grantStaffRole|updateStaff/, issueInvoice: /issueInvoice/ }[fn as 'updateStaff'];
      if (!(viaHelper ? viaHelper.test(opsSrc) : callsFn(opsSrc))) wrong.push(`${cmd}: the command does not call ${fn}`);
      // issueInvoice (a file path) and issueInvoiceUpload (an upload) share markIssued; the route calls the upload variant.
      if (!callsFn(routeSrc) && !(fn === 'issueInvoice' && /issueInvoiceUpload/.test(routeSrc)))
        wrong.push(`${route}: does not call ${fn}`);
      if (!/asStaff\(\s*'\w+'/.test(routeSrc)) wrong.push(`${route}: no staff permission`);
      if (!read(`src/pages/admin/${page}`).includes(endpoint)) wrong.push(`${page}: does not call ${endpoint}`);
    }
    expect(wrong).toEqual([]);
    // The two invoice paths meet in one function.
    expect(read('src/lib/server/invoices/operator.ts').match(/markIssued\(/g)?.length).toBe(3);
  });

  it('every back-office route checks a staff permission (or is the sign-in)', () => {
    const files: string[] = [];
    const walk = (d: string) => {
      for (const e of fs.readdirSync(d, { withFileTypes: true })) {
        const a = path.join(d, e.name);
        if (e.isDirectory()) walk(a);
        else files.push(a);
      }
    };
    walk(path.join(ROOT, 'src/pages/api/admin'));
    const open = files
      .filter((f) => !/\bserve\(\s*adminCalls\['[A-Z]+ [^']+'\],\s*asStaff\(/.test(fs.readFileSync(f, 'utf8')))
      .map((f) => path.relative(ROOT, f));
    expect(open).toEqual(['src/pages/api/admin/login.ts']);
  });
});
