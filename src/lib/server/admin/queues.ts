// The dashboard's work queues: what waits for staff, counted from each domain's own count, behind the permission
// that works on it. Each queue links to its list, filtered to the queue's states.
import type { DB } from '~/lib/server/db/client.ts';
import { AS_QUEUES, countAsQueues, type AsQueueKey } from '~/lib/server/aftersales/actions.ts';
import { countByState } from '~/lib/server/state/engine.ts';
import { orderMachine } from '~/lib/server/orders/state.ts';
import { invoiceMachine } from '~/lib/server/invoices/state.ts';
import { companyMachine } from '~/lib/server/companies/state.ts';
import { countOpenExceptions, EXCEPTION_QUEUE } from '~/lib/server/payments/exceptions.ts';
import { countUnopenedGroupRefunds } from '~/lib/server/activities/groups.ts';
import { countRedFlushDue, RED_FLUSH } from '~/lib/server/invoices/red-flush.ts';
import { staffCan, type StaffPermission } from '~/lib/shared/staff-roles.ts';
import { ORDER_STATE_NAMES } from '~/lib/shared/labels.ts';

export interface Queue {
  key: string;
  label: string;
  count: number;
  href: string;
  perm: StaffPermission;
}

export async function workQueues(db: DB, me: { roles: readonly string[] }): Promise<Queue[]> {
  const out: Queue[] = [];
  if (staffCan(me, 'orders')) {
    const o = await countByState(db, orderMachine);
    // One queue a state, named as the state is.
    const byState = [
      ['quoting', 'orders'],
      ['confirming', 'payments'],
      ['unshipped', 'orders'],
    ] as const;
    for (const [state, perm] of byState)
      out.push({ key: state, label: ORDER_STATE_NAMES[state], count: o[state] ?? 0, href: `/admin/orders?state=${state}`, perm });
  }
  if (staffCan(me, 'payments')) {
    out.push({
      key: 'payment-exceptions',
      label: EXCEPTION_QUEUE.label,
      count: await countOpenExceptions(db),
      href: `/admin/payments?state=${EXCEPTION_QUEUE.open}`,
      perm: 'payments',
    });
    out.push({
      key: 'group-refunds',
      label: '拼团待人工退款',
      count: await countUnopenedGroupRefunds(db),
      href: '/admin/payments#group-refunds',
      perm: 'payments',
    });
  }
  if (staffCan(me, 'aftersales')) {
    // Counted with the queue's own conditions (state and type), as its list filters.
    const a = await countAsQueues(db);
    for (const key of Object.keys(AS_QUEUES) as AsQueueKey[])
      out.push({
        key: `as-${key}`,
        label: AS_QUEUES[key].label,
        count: a[key],
        href: `/admin/aftersales?state=${key}`,
        perm: 'aftersales',
      });
  }
  if (staffCan(me, 'invoices')) {
    const i = await countByState(db, invoiceMachine);
    out.push({ key: 'invoices', label: '发票申请', count: i.requested ?? 0, href: '/admin/invoices?state=requested', perm: 'invoices' });
    // Issued invoices refunded after issue whose 红冲 is not recorded: the list's own filter.
    out.push({
      key: 'red-flush',
      label: '需红冲',
      count: await countRedFlushDue(db),
      href: `/admin/invoices?state=${RED_FLUSH.key}`,
      perm: 'invoices',
    });
  }
  if (staffCan(me, 'companies')) {
    const c = await countByState(db, companyMachine);
    out.push({ key: 'companies', label: '企业待审核', count: c.pending ?? 0, href: '/admin/companies?state=pending', perm: 'companies' });
  }
  return out;
}
