// The category tree (three levels) and category paths.
import { asc, desc, eq } from 'drizzle-orm';
import type { DB } from '~/lib/server/db/client.ts';
import { categories } from '~/lib/server/db/schema/index.ts';
import { cached } from './cache.ts';

export type { CategoryNode } from '~/lib/shared/contracts/store.ts';
import type { CategoryNode } from '~/lib/shared/contracts/store.ts';

export function categoryTree(db: DB): Promise<CategoryNode[]> {
  return cached('categories', async () => {
    const rows = await db
      .select({
        id: categories.id,
        parentId: categories.parentId,
        cateName: categories.cateName,
        pic: categories.pic,
        level: categories.level,
      })
      .from(categories)
      .where(eq(categories.isShow, true))
      .orderBy(asc(categories.level), desc(categories.sort), asc(categories.id));
    const byId = new Map<number, CategoryNode>();
    const roots: CategoryNode[] = [];
    for (const r of rows) {
      const node: CategoryNode = { id: r.id, cateName: r.cateName, pic: r.pic, level: r.level, children: [] };
      byId.set(r.id, node);
      if (r.parentId === 0) roots.push(node);
      else byId.get(r.parentId)?.children.push(node); // a hidden parent hides its subtree
    }
    return roots;
  });
}

/** The nodes from the top down to the given ids (each must sit under the previous one). */
export function categoryPath(tree: CategoryNode[], ids: (number | undefined)[]): CategoryNode[] {
  const path: CategoryNode[] = [];
  let level = tree;
  for (const id of ids) {
    if (id === undefined) break;
    const node = level.find((c) => c.id === id);
    if (!node) break;
    path.push(node);
    level = node.children;
  }
  return path;
}

/** Finds a node anywhere in the tree with its ancestors. */
export function findCategory(tree: CategoryNode[], id: number): CategoryNode[] | null {
  for (const a of tree) {
    if (a.id === id) return [a];
    for (const b of a.children) {
      if (b.id === id) return [a, b];
      for (const c of b.children) if (c.id === id) return [a, b, c];
    }
  }
  return null;
}
