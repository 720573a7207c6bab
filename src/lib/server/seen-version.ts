// "The form saw version V": the one rule for a back-office save that must not silently undo a colleague's. An edit page
// sends the version of the record it showed (a short digest of its stored fields, those buyers move left out by the
// caller); the save reads the record again with its row locked, inside the transaction that writes, and refuses (409)
// when the version differs. A delete sent from such a page is held to the same rule, and a save or a delete of a record
// no longer there is told so (404 goneMessage). Used by the product form, banners, hot words, navigation, footer, the
// activities (秒杀/折扣/拼团/优惠券), the company review, scenes, categories, notices, 关于我们, staff accounts and the help
// pages (their version is the revision the editor opened: content/help.ts).
import { createHash } from 'node:crypto';
import { conflict, notFound } from './http.ts';

/** The version of a record's facts as a form showed them: 16 hex digits of the digest of their JSON. */
export function versionOf(facts: unknown): string {
  return createHash('sha256').update(JSON.stringify(facts)).digest('hex').slice(0, 16);
}

/**
 * What a stale save is told: the record changed after the page was opened; reload and edit again (`redo`: what to do
 * after reloading, a delete's 确认是否删除).
 */
export const staleMessage = (what: string, since = `有人保存了此${what}`, redo = '重新修改') =>
  `${what}已被修改（打开页面后${since}），请刷新页面后${redo}`;

/** What a save or a delete of a record that is no longer there is told: someone deleted it after the page was opened. */
export const goneMessage = (what: string) => `${what}已不存在（可能已被他人删除），请刷新页面`;

/**
 * Refuses (409, `message`) a save whose form saw another version than the record's `facts` now (read under the
 * record's lock by the caller). No version sent (the command line, an older client): nothing to compare.
 */
export function refuseStale(seen: string | undefined, facts: unknown, message: string): void {
  if (seen !== undefined && versionOf(facts) !== seen) throw conflict(message);
}

/**
 * The record an edit (or, `deleting`, a delete) acts on, as the caller read it under its row lock: 404 goneMessage
 * when it is no longer there, 409 staleMessage when the page saw another version of its `facts` (the row itself
 * unless given).
 */
export function seenRecord<T>(
  row: T | undefined,
  what: string,
  seen: string | undefined,
  opts: { facts?: (row: T) => unknown; deleting?: boolean } = {},
): T {
  if (!row) throw notFound(goneMessage(what));
  refuseStale(seen, opts.facts ? opts.facts(row) : row, staleMessage(what, undefined, opts.deleting ? '确认是否删除' : undefined));
  return row;
}
