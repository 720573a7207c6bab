// Markup that depends only on rarely-changing data (the footer: site settings and page configuration; the category
// menu: the category tree), rendered once per change of that data instead of on every request. The data comes from
// the catalogue cache, which hands out the same objects until a change notice (public-caches.ts) or its expiry makes
// it load new ones; so "the same objects" means "nothing changed", and new objects mean render again. Keyed weakly by
// the first object (a replaced object and its markup are collected together), then by `key` where one page renders
// the same data twice in different ways (the home page's menu and the strip's, each with its own id). Nothing about
// the user may be among the inputs.
type Entry = { deps: readonly object[]; html: Promise<string> };
const memo = new WeakMap<object, Map<string, Entry>>();

/** The markup for these inputs: rendered by `render` the first time, then the same string until one of them changes. */
export function markupOnce(deps: readonly [object, ...object[]], render: () => Promise<string>, key = ''): Promise<string> {
  let byKey = memo.get(deps[0]);
  if (!byKey) memo.set(deps[0], (byKey = new Map()));
  const hit = byKey.get(key);
  if (hit && hit.deps.length === deps.length && hit.deps.every((d, i) => d === deps[i])) return hit.html;
  const html = render();
  const entry = { deps: [...deps], html };
  byKey.set(key, entry);
  html.catch(() => {
    if (byKey.get(key) === entry) byKey.delete(key);
  });
  return html;
}
