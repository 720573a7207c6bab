// Parts of a server-rendered page brought up to date without a reload (an island's action changed what they show):
// the page is fetched again and each part, named by its id, is replaced by its new rendering. The markup keeps one
// source, the page's own components; the back office's list script labels the new rows' cells (table-labels.ts).
//
// On a bad network the page may not come: each part keeps what it shows, the page is asked for again quietly
// (REFRESH_RETRY_MS), and if it still cannot be read a toast says so (PAGE_STALE). Every refresh follows the user's
// own action (a save, an upload, an import they started), which has said it succeeded: without that toast the part
// silently went on showing the state before it (the help page's 操作日志 said 暂无员工操作, 基本信息 the old avatar).
import { toast } from './toast.ts';

/** The waits before the quiet second and third tries (a phone's network is often back within seconds). */
export const REFRESH_RETRY_MS = [1000, 3000] as const;
/** What the user is told when the page could not be read again after their action. */
export const PAGE_STALE = '页面内容未能更新，请刷新页面查看';

/**
 * The page at `url` (this page by default) as the server renders it now, tried again quietly after no network or a
 * server error (5xx, a proxy's error page); null, PAGE_STALE said, when it could not be read. A refusal (4xx) is
 * not tried again.
 */
export async function freshPage(url = location.pathname + location.search): Promise<Document | null> {
  for (let i = 0; ; i++) {
    let status = 0;
    try {
      const res = await fetch(url, { credentials: 'same-origin', headers: { Accept: 'text/html' } });
      if (res.ok) return new DOMParser().parseFromString(await res.text(), 'text/html');
      status = res.status;
    } catch {
      // no network: tried again below
    }
    if ((status >= 400 && status < 500) || i >= REFRESH_RETRY_MS.length) break;
    await new Promise((r) => setTimeout(r, REFRESH_RETRY_MS[i]));
  }
  toast.warning(PAGE_STALE);
  return null;
}

/**
 * Replaces the elements with these ids by the same elements of the page as the server renders it now; whether the
 * page was read (the parts keep their content when it was not). Never rejects.
 */
export async function refreshParts(ids: readonly string[]): Promise<boolean> {
  const fresh = await freshPage();
  if (!fresh) return false;
  for (const id of ids) {
    const now = document.getElementById(id);
    const next = fresh.getElementById(id);
    if (now && next) now.replaceWith(document.adoptNode(next));
  }
  return true;
}
