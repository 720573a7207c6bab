// Code that must run with every order transition, in the same transaction (e.g. order notices).
// Later domains append here; keep each listener quick: it runs while the order row is locked.
import type { Tx } from '../db/client.ts';
import type { TransitionEvent } from './state.ts';

export const AFTER_TRANSITION: ((tx: Tx, event: TransitionEvent) => Promise<void>)[] = [];
