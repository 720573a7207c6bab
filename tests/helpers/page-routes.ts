// Every page route that exists, read from src/pages (its .astro files; /api is routes.ts's), so a sweep over all
// pages cannot drift from the pages there are: a new page is in the list the moment its file exists.
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './server.ts';

export interface PageRoute {
  /** e.g. /orderDetail/[id] */
  pattern: string;
  file: string;
}

export function listPageRoutes(): PageRoute[] {
  const base = path.join(ROOT, 'src/pages');
  const out: PageRoute[] = [];
  const walk = (dir: string) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const abs = path.join(dir, e.name);
      if (e.isDirectory()) {
        if (path.relative(base, abs) !== 'api') walk(abs);
      } else if (e.name.endsWith('.astro')) {
        const rel = path
          .relative(base, abs)
          .replace(/\\/g, '/')
          .replace(/\.astro$/, '')
          .replace(/(^|\/)index$/, '');
        out.push({ pattern: `/${rel}`, file: path.relative(ROOT, abs) });
      }
    }
  };
  walk(base);
  return out.sort((a, b) => a.pattern.localeCompare(b.pattern));
}

/**
 * The address to open for a route: [param] segments and the query a page needs to show real content, from
 * `samples` (pattern → path with query); a route without a sample opens as it is.
 */
export function pagePath(r: PageRoute, samples: Record<string, string>): string {
  return samples[r.pattern] ?? r.pattern.replace(/\[[^\]]+\]/g, '1');
}
