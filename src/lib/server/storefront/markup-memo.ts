// Markup that depends only on rarely-changing data (the footer: site settings and page configuration), rendered
// once per change of that data instead of on every request. The data comes from the catalogue cache, which hands
// out the same objects until a change notice (public-caches.ts) or its expiry makes it load new ones; so "the same
// objects" means "nothing changed", and new objects mean render again. Keyed weakly by the first object: a
// replaced object and its markup are collected together. Nothing about the user may be among the inputs.
const memo = new WeakMap<object, { deps: readonly object[]; html: Promise<string> }>();

/** The markup for these inputs: rendered by `render` the first time, then the same string until one of them changes. */
export function markupOnce(deps: readonly [object, ...object[]], render: () => Promise<string>): Promise<string> {
  const hit = memo.get(deps[0]);
  if (hit && hit.deps.length === deps.length && hit.deps.every((d, i) => d === deps[i])) return hit.html;
  const html = render();
  memo.set(deps[0], { deps: [...deps], html });
  html.catch(() => memo.delete(deps[0]));
  return html;
}
