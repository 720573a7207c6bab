// "Every command of `npm run ops` that moves a record has a back-office page that does the same through the same
// code, and is in the staff audit log either way": each such command is listed here with its /api/admin route, the
// page that calls it, the decision both call (decide[action], src/lib/server/staff/decisions.ts: the action's audit
// spec, written once) and the domain function that decision calls. The test reads the command modules, the route
// files and the decisions, so a new ops command without its back-office twin, a command or route that calls the
// domain function itself (unaudited, or audited a second way), or an action the log has no name for, fails here.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS } from '~/lib/shared/labels.ts';

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

/**
 * command → [route file under src/pages/api/admin, page under src/pages/admin that calls it, the decision (audit action)
 * both make, the domain function that decision calls].
 */
const TWINS: Record<string, [string, string, string, string]> = {
  'order:quote': ['order/quote.ts', 'orders/[id].astro', 'order.quote', 'quoteOrder'],
  'payment:confirm': ['payment/confirm.ts', 'orders/[id].astro', 'payment.confirm', 'confirmBankPayment'],
  'payment:reject': ['payment/reject.ts', 'orders/[id].astro', 'payment.reject', 'rejectBankPayment'],
  'payment:resolve': ['payment/resolve.ts', 'orders/[id].astro', 'payment.resolve', 'resolvePaymentException'],
  'group:refunded': ['group/refunded.ts', 'payments/index.astro', 'group.refunded', 'refundSeatByHand'],
  'invoice:red-flush': ['invoice/red-flush.ts', 'invoices/[id].astro', 'invoice.red_flush', 'recordRedFlush'],
  'order:ship': ['order/ship.ts', 'orders/[id].astro', 'order.ship', 'shipOrder'],
  'order:deliver': ['order/deliver.ts', 'orders/[id].astro', 'order.deliver', 'deliverOrder'],
  'order:cancel': ['order/cancel.ts', 'orders/[id].astro', 'order.cancel', 'operatorCancel'],
  'order:sweep': ['order/sweep.ts', 'orders/index.astro', 'order.sweep', 'sweepExpired'],
  'stock:set': ['sku/stock.ts', 'products/[id].astro', 'sku.stock', 'setSkuStock'],
  'price:set': ['sku/price.ts', 'products/[id].astro', 'sku.price', 'setSkuPrice'],
  'company:approve': ['company/approve.ts', 'companies/[id].astro', 'company.approve', 'reviewCompany'],
  'company:reject': ['company/reject.ts', 'companies/[id].astro', 'company.reject', 'reviewCompany'],
  'aftersale:approve': ['aftersale/approve.ts', 'aftersales/[id].astro', 'aftersale.approve', 'approveAs'],
  'aftersale:reject': ['aftersale/reject.ts', 'aftersales/[id].astro', 'aftersale.reject', 'rejectAs'],
  'aftersale:receive': ['aftersale/receive.ts', 'aftersales/[id].astro', 'aftersale.receive', 'receiveAs'],
  'aftersale:refund': ['aftersale/refund.ts', 'aftersales/[id].astro', 'aftersale.refund', 'refundAs'],
  // the command line's PDF is a file on the server, the page's an upload (issueInvoiceUpload): one decision takes either
  'invoice:issue': ['invoice/issue.ts', 'invoices/[id].astro', 'invoice.issue', 'issueInvoice'],
  'invoice:reject': ['invoice/reject.ts', 'invoices/[id].astro', 'invoice.reject', 'rejectInvoice'],
  'help:import': ['help/import.ts', 'help.astro', 'help.import', 'republishHelpFile'],
  'staff:add': ['staff/save.ts', 'staff.astro', 'staff.create', 'createStaff'],
  'staff:role': ['staff/save.ts', 'staff.astro', 'staff.update', 'updateStaff'],
  'staff:disable': ['staff/save.ts', 'staff.astro', 'staff.update', 'updateStaff'],
  'staff:password': ['staff/password.ts', 'staff.astro', 'staff.password', 'setStaffPassword'],
};

const COMMAND_DEF = /(?:^ {2}'|\.\.\.step\(\s*')([a-z]+:[a-z-]+)'/gm;

/** Every command name and its definition (from its name to the next command's), with the source of its module. */
function opsCommands(): Map<string, { def: string; module: string }> {
  const dir = path.join(ROOT, 'scripts/ops');
  const out = new Map<string, { def: string; module: string }>();
  for (const f of fs.readdirSync(dir).filter((n) => n.endsWith('.mjs') && n !== 'registry.mjs' && !n.startsWith('_'))) {
    const src = fs.readFileSync(path.join(dir, f), 'utf8');
    const defs = [...src.matchAll(COMMAND_DEF)];
    defs.forEach((m, i) => out.set(m[1]!, { def: src.slice(m.index, defs[i + 1]?.index ?? src.length), module: src }));
  }
  return out;
}

const DECISIONS_FILE = 'src/lib/server/staff/decisions.ts';
/** The entries of `decide` (the table of decisions): action → its source, from its key to the next key. */
function decisions(): Map<string, string> {
  const src = read(DECISIONS_FILE);
  const table = src.slice(src.indexOf('export const decide = keyed({'));
  const keys = [...table.matchAll(/^ {2}'([a-z]+\.[a-z_]+)':/gm)];
  return new Map(keys.map((m, i) => [m[1]!, table.slice(m.index, keys[i + 1]?.index ?? table.indexOf('\n});'))]));
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

  it('the command and its route make the same audited decision, which calls the domain function; a page calls the route', () => {
    const decide = decisions();
    const wrong: string[] = [];
    for (const [cmd, [route, page, action, fn]] of Object.entries(TWINS)) {
      const callsFn = (src: string) => new RegExp(`\\b${fn}(Upload)?\\(`).test(src);
      const makes = (src: string) => src.includes(`decide['${action}'](`);
      const routeSrc = read(`src/pages/api/admin/${route}`);
      const endpoint = `/api/admin/${route.replace(/\.ts$/, '')}`;
      // The command makes it, or is a step of its module (aftersales) naming the action its step function makes.
      const { def, module } = cmds.get(cmd)!;
      const viaStep = def.startsWith('...step(') && def.includes(`'${action}'`) && module.includes('decide[action](');
      if (!makes(def) && !viaStep) wrong.push(`${cmd}: does not make decide['${action}']`);
      if (!makes(routeSrc)) wrong.push(`${route}: does not make decide['${action}']`);
      // Neither calls the domain function itself: it would act unaudited, or audited a second way.
      if (callsFn(def)) wrong.push(`${cmd}: calls ${fn} itself`);
      if (callsFn(routeSrc)) wrong.push(`${route}: calls ${fn} itself`);
      const entry = decide.get(action);
      if (!entry) wrong.push(`${DECISIONS_FILE}: no decision ${action}`);
      else if (!new RegExp(`\\b${fn}\\b`).test(entry)) wrong.push(`${DECISIONS_FILE}: ${action} does not call ${fn}`);
      if (!/asStaff\(\s*'\w+'/.test(routeSrc)) wrong.push(`${route}: no staff permission`);
      if (!read(`src/pages/admin/${page}`).includes(endpoint)) wrong.push(`${page}: does not call ${endpoint}`);
    }
    expect(wrong).toEqual([]);
    // The two invoice paths meet in one function.
    expect(read('src/lib/server/invoices/operator.ts').match(/markIssued\(/g)?.length).toBe(3);
  });

  it('every decision is audited, under an action the log names', () => {
    const src = read(DECISIONS_FILE);
    const decide = decisions();
    expect(decide.size).toBeGreaterThanOrEqual(new Set(Object.values(TWINS).map((t) => t[2])).size);
    // Each entry is built by `on` (or a builder of the record kind's, made with `on`), and `on` writes the entry in the
    // same transaction as the change (audited); the action is the entry's key (keyed).
    const builders = new Set([...src.matchAll(/^(?:function|const) (on\w*)\b/gm)].map((m) => m[1]!));
    expect(builders.has('on')).toBe(true);
    expect(src.slice(src.indexOf('function on<'), src.indexOf('\n}\n', src.indexOf('function on<')))).toMatch(/\baudited\(db, who,/);
    const unbuilt = [...decide].filter(([, entry]) => !builders.has(/^ {2}'[^']+': (on\w*)[(<]/.exec(entry)?.[1] ?? ''));
    expect(unbuilt.map(([a]) => a)).toEqual([]);
    for (const b of builders)
      // …and each other builder calls `on` or another builder, in its own definition (up to the blank line after it).
      for (const b of builders) {
        if (b === 'on') continue;
        const at = src.search(new RegExp(`^(?:function|const) ${b}\\b`, 'm'));
        const def = src.slice(at, src.indexOf('\n\n', at));
        const calls = [...def.matchAll(/\b(on\w*)(?:<[\s\S]*?>)?\(/g)].map((m) => m[1]!).filter((c) => c !== b && builders.has(c));
        expect(calls, `${b} is made with on`).not.toEqual([]);
      }
    expect([...decide.keys()].filter((a) => !(a in AUDIT_ACTIONS))).toEqual([]);
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
