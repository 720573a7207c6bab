// Code that must run with every order transition, in the same transaction (e.g. order notices).
// Later domains append here; keep each listener quick: it runs while the order row is locked.
import type { Tx } from '../db/client.ts';
import type { TransitionEvent } from './state.ts';
import { orderNoticeListener } from '../notices/order-events.ts';
import { contractListener } from '../contracts/snapshot.ts';
import { activityListener } from './activity.ts';

export const AFTER_TRANSITION: ((tx: Tx, event: TransitionEvent) => Promise<void>)[] = [];
// After-sales branch: purchase contracts are made on payment; buyers get a notice of each order event.
AFTER_TRANSITION.push(contractListener, orderNoticeListener);
// Activities: a paid order marks its seckill reservation / group seat paid; a cancelled one gives it back.
AFTER_TRANSITION.push(activityListener);
