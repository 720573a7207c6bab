// What every step of the request pipeline reads about a request, read once (the front door already made the path
// canonical: shared/request-path.ts is the one reading of it).
import type { APIContext } from 'astro';
import { canonicalPath, isApiPath } from '~/lib/shared/request-path.ts';
import { adminAreaOf } from '~/lib/shared/guard.ts';
import { isHttps } from '~/lib/server/proxy.ts';

export interface RequestFacts {
  /** The canonical path. */
  path: string;
  /** Under /api: answers are the JSON envelope. */
  isApi: boolean;
  /** Reached over HTTPS (directly or behind a trusted proxy). */
  https: boolean;
  /** In the back office (/admin pages, /api/admin calls): staff sessions only. */
  admin: ReturnType<typeof adminAreaOf>;
}

export const SAFE_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

const facts = new WeakMap<Request, RequestFacts>();

export function requestFacts(ctx: Pick<APIContext, 'request' | 'url'>): RequestFacts {
  let f = facts.get(ctx.request);
  if (!f) {
    const path = canonicalPath(ctx.url.pathname);
    f = { path, isApi: isApiPath(path), https: isHttps(ctx.request, ctx.url), admin: adminAreaOf(path) };
    facts.set(ctx.request, f);
  }
  return f;
}
