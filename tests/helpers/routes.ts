// Every /api route that exists, read from src/pages/api: its path pattern and the methods it exports.
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './server.ts';

export interface ApiRoute {
  /** e.g. /api/son/onStatus/[id] */
  pattern: string;
  methods: string[];
  file: string;
}

export function listApiRoutes(): ApiRoute[] {
  const base = path.join(ROOT, 'src/pages/api');
  const out: ApiRoute[] = [];
  const walk = (dir: string) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const abs = path.join(dir, e.name);
      if (e.isDirectory()) walk(abs);
      else if (/\.(ts|js)$/.test(e.name)) {
        const rel = path
          .relative(base, abs)
          .replace(/\\/g, '/')
          .replace(/\.(ts|js)$/, '')
          .replace(/\/index$/, '');
        if (rel.includes('[...')) continue; // the catch-all 404
        const src = fs.readFileSync(abs, 'utf8');
        const methods = [...src.matchAll(/export\s+const\s+(GET|POST|PUT|PATCH|DELETE|ALL)\b/g)].map((m) => m[1]!);
        out.push({ pattern: `/api/${rel}`, methods, file: path.relative(ROOT, abs) });
      }
    }
  };
  walk(base);
  return out.sort((a, b) => a.pattern.localeCompare(b.pattern));
}

/** Fills [param] segments with a value. */
export function fill(pattern: string, value: string | number = 1): string {
  return pattern.replace(/\[[^\]]+\]/g, String(value));
}

/**
 * Every page of the store, read from the page files under src/pages (everything but api/): e.g. '/',
 * '/cart/settlement', '/orderDetail/[id]'. Only .astro files are pages; .ts files outside api/ are endpoints
 * that serve files (media), not HTML.
 */
export function listPageRoutes(): string[] {
  const base = path.join(ROOT, 'src/pages');
  return (fs.readdirSync(base, { recursive: true }) as string[])
    .map((f) => f.replace(/\\/g, '/'))
    .filter((f) => f.endsWith('.astro') && !f.startsWith('api/'))
    .map((f) => '/' + f.replace(/\.astro$/, '').replace(/(^|\/)index$/, ''))
    .map((r) => (r.length > 1 ? r.replace(/\/$/, '') : r))
    .sort();
}
