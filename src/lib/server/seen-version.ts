// "The form saw version V": the one rule for a back-office save that must not silently undo a colleague's. An edit page
// sends the version of the record it showed (a short digest of its stored fields, those buyers move left out by the
// caller); the save reads the record again with its row locked, inside the transaction that writes, and refuses (409)
// when the version differs. Used by the product form, banners, hot words, navigation, footer, the activities
// (秒杀/折扣/拼团/优惠券) and the company review.
import { createHash } from 'node:crypto';
import { conflict } from './http.ts';

/** The version of a record's facts as a form showed them: 16 hex digits of the digest of their JSON. */
export function versionOf(facts: unknown): string {
  return createHash('sha256').update(JSON.stringify(facts)).digest('hex').slice(0, 16);
}

/** What a stale save is told: the record changed after the page was opened; reload and edit again. */
export const staleMessage = (what: string, since = `有人保存了此${what}`) => `${what}已被修改（打开页面后${since}），请刷新页面后重新修改`;

/**
 * Refuses (409, `message`) a save whose form saw another version than the record's `facts` now (read under the
 * record's lock by the caller). No version sent (the command line, an older client): nothing to compare.
 */
export function refuseStale(seen: string | undefined, facts: unknown, message: string): void {
  if (seen !== undefined && versionOf(facts) !== seen) throw conflict(message);
}
