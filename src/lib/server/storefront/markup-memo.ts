// Markup that depends only on rarely-changing data (the footer: site settings and page configuration; the category
// menu: the category tree), rendered once per change of that data instead of on every request. The data comes from
// the catalogue cache, which hands out the same objects until a change notice (public-caches.ts) or its expiry makes
// it load new ones; so "the same objects" means "nothing changed", and new objects mean render again. Keyed weakly by
// the first object (a replaced object and its markup are collected together), then by `key` where one page renders
// the same data twice in different ways (the home page's menu and the strip's, each with its own id). Nothing about
// the user may be among the inputs.
//
// Astro evaluates a component's slot when the component is created, before the component decides whether to render
// it; so a caller asks markupReady first and, when the markup is there, writes it without creating RenderOnce and
// its slot at all (the category menu's slot alone cost about a tenth of a millisecond per page).
type Entry = { deps: readonly object[]; html: Promise<string>; done?: string };
const memo = new WeakMap<object, Map<string, Entry>>();

const sameDeps = (a: readonly object[], b: readonly object[]) => a.length === b.length && a.every((d, i) => d === b[i]);

/** The markup for these inputs: rendered by `render` the first time, then the same string until one of them changes. */
export function markupOnce(deps: readonly [object, ...object[]], render: () => Promise<string>, key = ''): Promise<string> {
  let byKey = memo.get(deps[0]);
  if (!byKey) memo.set(deps[0], (byKey = new Map()));
  const hit = byKey.get(key);
  if (hit && sameDeps(hit.deps, deps)) return hit.html;
  const html = render();
  const entry: Entry = { deps: [...deps], html };
  byKey.set(key, entry);
  html.then(
    (s) => {
      entry.done = s;
    },
    () => {
      if (byKey.get(key) === entry) byKey.delete(key);
    },
  );
  return html;
}

/** The markup markupOnce has finished for these inputs, or undefined (then render through RenderOnce). */
export function markupReady(deps: readonly [object, ...object[]], key = ''): string | undefined {
  const hit = memo.get(deps[0])?.get(key);
  return hit && sameDeps(hit.deps, deps) ? hit.done : undefined;
}
