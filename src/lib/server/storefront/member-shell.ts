// Signed-in catalogue pages (the home page, the product lists, the scenes, a product's page) as shells: the page is
// rendered once per URL and audience (what the permission table reads of an account: main or sub-account, its identity,
// its company's review status) for a stand-in account that has no identity of its own, with a mark where each per-user
// value goes (the top bar's company, the two cart badges, each favourite button's state). Each signed-in request then
// fills the marks with its own buyer's values, read in one statement (the furniture's, which then also reads the
// favourites among the page's products), and records the view of a product's page, instead of rendering the page
// again. So the shell cannot hold one buyer's data for another: it is rendered without any buyer (the stand-in has id 0
// and company 0, and the furniture is not read for it), and the same-audience tests compare the pages of two buyers.
//
// Kept like the visitors' page cache (page-cache.ts), whose freshness it shares (a product's page for less: see
// SHELL_PAGES): one rendering per expiry (the others answered from the expired shell meanwhile), and forgotten on every
// change notice that clears the visitors' pages (public-caches.ts), on every server.
import { randomBytes } from 'node:crypto';
import type { APIContext, MiddlewareNext } from 'astro';
import { escapeHTML } from 'astro/runtime/server/index.js';
import type { SessionUser } from '~/lib/server/auth/sessions.ts';
import { getDb } from '~/lib/server/db/index.ts';
import { cartBadgeHtml, favIcon, favText } from '~/lib/shared/marks.ts';
import { recordFootprint } from '~/lib/server/account/footprints.ts';
import { pathKey } from '~/lib/shared/request-path.ts';
import { PAGE_TTL_MS, urlKey } from '../page-cache.ts';
import { readUserFurniture } from './furniture.ts';
import { isMainAccount } from '~/lib/shared/permissions.ts';

/**
 * The pages kept as shells, with how long a shell is used: the visitors' cacheable pages that are HTML, for as long as
 * a visitor's copy; and a product's detail page for 2 s (it shows stock, itself read at most 5 s before).
 */
const SHELL_PAGES = new Map([
  ['/', PAGE_TTL_MS],
  ['/indexpage', PAGE_TTL_MS],
  ['/indexpage/index', PAGE_TTL_MS],
  ['/indexpage/productlist', PAGE_TTL_MS],
  ['/indexpage/scenelist', PAGE_TTL_MS],
  ['/productdetail', 2_000],
]);
const MAX_SHELLS = 200;
const STALE_MS = 30_000;

// A mark is `[[qs-<nonce>:<name>]]`: the nonce is this process's own secret, so no text of the catalogue (a product
// name an editor typed) can pose as one. Names: company, cart, cart-side, fav-<id>, fav-icon-<id>, fav-text-<id>.
const NONCE = randomBytes(12).toString('hex');
const MARK = new RegExp(`\\[\\[qs-${NONCE}:([a-z-]+(?:-\\d+)?)\\]\\]`, 'g');

/** The mark for a per-user value, put where the value goes in a shell's rendering. */
export const shellMark = (name: string): string => `[[qs-${NONCE}:${name}]]`;

/** What a shell's rendering may depend on of an account: exactly what the permission table (shared/permissions.ts) reads. */
function audience(user: SessionUser): { key: string; standIn: SessionUser } {
  const main = isMainAccount(user);
  return {
    key: `${main ? 'main' : 'sub'}|${user.identity}|${user.companyStatus}`,
    standIn: {
      id: 0,
      companyId: 0,
      parentId: main ? null : 0,
      phone: '',
      identity: user.identity,
      companyStatus: user.companyStatus,
      sessionId: 0,
      name: '',
    },
  };
}

interface Shell {
  at: number;
  ttl: number;
  /** The product whose view each fill records (the detail page's footprint). */
  viewed?: number;
  status: number;
  headers: [string, string][];
  /** The rendering split at its marks: text, mark name, text, … text (the texts as UTF-8, ready to send). */
  parts: (Buffer | string)[];
  /** The products whose favourite state the page shows. */
  productIds: number[];
}

/** The key of what a rendering for this account may depend on of it (its audience, above). */
export const audienceKey = (user: SessionUser): string => audience(user).key;

/** Markup rendered with marks, filled with one buyer's values (the values a shell's fill gives). */
export function fillMarks(html: string, v: MemberValues): string {
  return html.replace(MARK, (_, name: string) => valueOf(name, v));
}

/** A rendering split at its marks. */
export function splitShell(html: string): Pick<Shell, 'parts' | 'productIds'> {
  const parts: (Buffer | string)[] = html.split(MARK);
  const ids = new Set<number>();
  for (let i = 0; i < parts.length; i++) {
    if (i % 2 === 0) {
      parts[i] = Buffer.from(parts[i] as string);
      continue;
    }
    const id = /^fav-(?:icon-|text-)?(\d+)$/.exec(parts[i] as string)?.[1];
    if (id) ids.add(Number(id));
  }
  return { parts, productIds: [...ids] };
}

/** One buyer's values for the marks. */
export interface MemberValues {
  companyName: string;
  cartCount: number;
  liked: ReadonlySet<number>;
}

/** The value of one mark for one buyer (an unknown mark: nothing). */
function valueOf(name: string, v: MemberValues): string {
  // Escaped by Astro's own rule: the filled page is what the template would have rendered.
  if (name === 'company') return escapeHTML(v.companyName);
  if (name === 'cart' || name === 'cart-side') return cartBadgeHtml(v.cartCount, name === 'cart-side');
  const fav = /^fav-(icon-|text-)?(\d+)$/.exec(name);
  if (!fav) return '';
  const on = v.liked.has(Number(fav[2]));
  return fav[1] === 'icon-' ? favIcon(on) : fav[1] === 'text-' ? favText(on) : String(on);
}

/** The page for one buyer, as UTF-8: every mark replaced by that buyer's value. */
export function fillShell(parts: readonly (Buffer | string)[], v: MemberValues): Buffer {
  const out: Buffer[] = [];
  for (let i = 0; i < parts.length; i++) {
    const p = parts[i]!;
    out.push(typeof p === 'string' ? Buffer.from(valueOf(p, v)) : p);
  }
  return Buffer.concat(out);
}

/**
 * The shells kept, at most `max`: the least recently used goes first. A search's page (a keyword in its URL) is kept
 * only from its second rendering on (`seen` remembers the last searches rendered once), so a run of searches asked
 * once each, the usual case, pushes out none of the pages buyers keep asking for.
 */
export class ShellShelf<T> {
  private readonly kept = new Map<string, T>();
  private readonly seen = new Set<string>();
  private readonly max: number;
  private readonly seenMax: number;
  constructor(max: number, seenMax = max * 4) {
    this.max = max;
    this.seenMax = seenMax;
  }

  get(key: string): T | undefined {
    const v = this.kept.get(key);
    if (v !== undefined) {
      this.kept.delete(key);
      this.kept.set(key, v);
    }
    return v;
  }

  delete(key: string): void {
    this.kept.delete(key);
  }

  /** Keeps `value` under `key`, unless it is a search's page rendered for the first time. Says whether it kept it. */
  keep(key: string, value: T, search: boolean): boolean {
    if (search && !this.kept.has(key) && !this.seen.has(key)) {
      if (this.seen.size >= this.seenMax) this.seen.delete(this.seen.values().next().value!);
      this.seen.add(key);
      return false;
    }
    this.seen.delete(key);
    this.kept.delete(key);
    if (this.kept.size >= this.max) this.kept.delete(this.kept.keys().next().value!);
    this.kept.set(key, value);
    return true;
  }

  clear(): void {
    this.kept.clear();
    this.seen.clear();
  }
}

const shells = new ShellShelf<Shell>(MAX_SHELLS);
const inflight = new Map<string, Promise<Shell | null>>();
let generation = 0;

export function clearMemberShells(): void {
  shells.clear();
  inflight.clear();
  generation++;
}

/** The shell's key for a signed-in GET of a shell page, or null (another page, or a URL that is not canonical). */
function shellKey(ctx: APIContext, user: SessionUser): { key: string; ttl: number } | null {
  const ttl = SHELL_PAGES.get(pathKey(ctx.url.pathname));
  if (ctx.request.method !== 'GET' || ttl === undefined) return null;
  const page = urlKey(ctx.url);
  return page ? { key: `${audience(user).key} ${page}`, ttl } : null;
}

/** Renders the shell of this request's page for the stand-in account (the buyer is put back once the body is read). */
async function renderShell(
  ctx: APIContext,
  next: MiddlewareNext,
  user: SessionUser,
  ttl: number,
): Promise<{ shell: Shell; store: boolean }> {
  ctx.locals.user = audience(user).standIn;
  ctx.locals.shell = true;
  try {
    const res = await next();
    const html = await res.text();
    const headers = [...res.headers].filter(([k]) => !['content-length', 'content-encoding', 'set-cookie'].includes(k));
    const store = res.status === 200 && !res.headers.has('set-cookie') && /^text\/html/.test(res.headers.get('content-type') ?? '');
    const shell: Shell = { at: Date.now(), ttl, viewed: ctx.locals.shellViewed, status: res.status, headers, ...splitShell(html) };
    return { shell, store };
  } finally {
    ctx.locals.user = user;
    ctx.locals.shell = false;
    ctx.locals.shellViewed = undefined;
  }
}

/** A fresh shell, the expired one while another request renders its successor, or that rendering's result; else null. */
async function shellFor(key: string): Promise<Shell | null> {
  const s = shells.get(key);
  const age = s ? Date.now() - s.at : Infinity;
  if (s && age < s.ttl) return s;
  const pending = inflight.get(key);
  if (s && age >= s.ttl + STALE_MS) shells.delete(key);
  else if (s && pending) return s;
  return pending ? await pending : null;
}

/**
 * Step "cache" for a signed-in buyer: a shell page is filled from its shell (rendered here when there is none);
 * any other request goes on. The answer carries `x-page-shell: hit|miss`.
 */
export async function answerWithShell(ctx: APIContext, next: MiddlewareNext, user: SessionUser): Promise<Response> {
  const page = shellKey(ctx, user);
  if (!page) return next();
  const { key, ttl } = page;
  let shell = await shellFor(key);
  const hit = !!shell;
  if (!shell) {
    let settle!: (s: Shell | null) => void;
    const pending = new Promise<Shell | null>((r) => (settle = r));
    inflight.set(key, pending);
    const started = generation;
    try {
      const rendered = await renderShell(ctx, next, user, ttl);
      shell = rendered.shell;
      const search = !!ctx.url.searchParams.get('keyword')?.trim();
      const keep = rendered.store && started === generation && shells.keep(key, shell, search);
      settle(keep ? shell : null);
    } catch (e) {
      settle(null);
      throw e;
    } finally {
      if (inflight.get(key) === pending) inflight.delete(key);
    }
  }
  // The buyer's values: one statement (the furniture's, with the favourites among the page's products); and the view
  // of a product's page recorded for this buyer, as a rendering of that page does.
  const db = await getDb();
  const [mine] = await Promise.all([
    readUserFurniture(db, user, shell.productIds),
    shell.viewed !== undefined ? recordFootprint(db, user.id, shell.viewed) : null,
  ]);
  const body = fillShell(shell.parts, {
    companyName: mine?.companyName ?? '',
    cartCount: mine?.cartCount ?? 0,
    liked: mine?.liked ?? new Set(),
  });
  const headers = new Headers(shell.headers);
  headers.set('x-page-shell', hit ? 'hit' : 'miss');
  headers.set('content-length', String(body.byteLength));
  // Bytes, not a string: a Response made from a 120 KB string checks it character by character (a fifth of the time).
  return new Response(body as BodyInit, { status: shell.status, headers });
}
