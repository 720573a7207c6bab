// Parts of a server-rendered page brought up to date without a reload (an island's action changed what they show):
// the page is fetched again and each part, named by its id, is replaced by its new rendering. The markup keeps one
// source, the page's own components; the back office's list script labels the new rows' cells (table-labels.ts).

/** Replaces the elements with these ids by the same elements of the page as the server renders it now. */
export async function refreshParts(ids: readonly string[]): Promise<void> {
  const res = await fetch(location.pathname + location.search, { credentials: 'same-origin', headers: { Accept: 'text/html' } });
  if (!res.ok) return;
  const fresh = new DOMParser().parseFromString(await res.text(), 'text/html');
  for (const id of ids) {
    const now = document.getElementById(id);
    const next = fresh.getElementById(id);
    if (now && next) now.replaceWith(document.adoptNode(next));
  }
}
