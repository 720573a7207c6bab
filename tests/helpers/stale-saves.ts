// "The form saw version V" (seen-version.ts) seen from outside: the version an edit page carries, and two staff
// racing on one form. Used by the stale-save API tests of each editor family.
import { expect } from 'vitest';
import type { StaffClient } from './staff.ts';

/** What a save from a page opened before a colleague's save is told (staleMessage); a delete ends 确认是否删除. */
export const stale = (what: string, redo = '重新修改') => `${what}已被修改（打开页面后有人保存了此${what}），请刷新页面后${redo}`;
/** What a save or a delete of a record deleted since is told (goneMessage). */
export const gone = (what: string) => `${what}已不存在（可能已被他人删除），请刷新页面`;

/**
 * The edit form on a page, as the page renders it for the browser: the island whose props name `endpoint` (and, when
 * given, the record's id); undefined when the page shows no such form.
 */
export async function islandOn(s: StaffClient, page: string, endpoint: string, id?: number): Promise<string | undefined> {
  const { html } = await s.page(page);
  return html
    .split('<astro-island')
    .find((chunk) => chunk.includes(endpoint) && (id === undefined || chunk.includes(`&quot;id&quot;:[0,${id}]`)));
}

/** The version an edit form on the page carries. */
export async function versionOn(s: StaffClient, page: string, endpoint: string, id?: number): Promise<string> {
  const island = await islandOn(s, page, endpoint, id);
  const m = island && /&quot;version&quot;:\[0,&quot;([0-9a-f]{16})&quot;\]/.exec(island);
  expect(m, `${page} carries the version for ${endpoint}`).toBeTruthy();
  return m![1]!;
}

/**
 * Two staff opened the same form (`opened`, one version); the first saves `first` (passes), the second saves
 * `second` from the page opened before (refused, nothing written); from the page reloaded the second save passes.
 */
export async function raceOf(
  s: StaffClient,
  endpoint: string,
  opened: () => Promise<string>,
  first: Record<string, unknown>,
  second: Record<string, unknown>,
  what: string,
  stored: () => Promise<unknown>,
) {
  const v = await opened();
  const a = await s.post(endpoint, { ...first, version: v });
  expect(a.status, a.msg).toBe(200);
  const afterFirst = await stored();
  const b = await s.post(endpoint, { ...second, version: v });
  expect([b.http, b.msg]).toEqual([409, stale(what)]);
  expect(await stored(), 'the refused save wrote nothing').toEqual(afterFirst);
  const reloaded = await opened();
  expect(reloaded).not.toBe(v);
  const c = await s.post(endpoint, { ...second, version: reloaded });
  expect(c.status, c.msg).toBe(200);
  expect(await stored()).not.toEqual(afterFirst);
}
