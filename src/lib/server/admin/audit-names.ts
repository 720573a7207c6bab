// The label table of audit actions (what the log and the record pages show).
import { AUDIT_ACTIONS, AUDIT_TARGETS } from '~/lib/shared/labels.ts';

export { AUDIT_ACTIONS, AUDIT_TARGETS };

export const auditActionName = (a: string) => AUDIT_ACTIONS[a] ?? a;
