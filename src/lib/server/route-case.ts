// Astro's router compares paths case-sensitively; the guard (and the Vue router the spec comes from) do not.
// This gives a canonical path the case of the route it names (`/USERINFO` → `/userInfo`,
// `/ORDERDETAIL/12` → `/orderDetail/12`, `/API/LOGIN` → `/api/login`), so the router agrees with the guard.
// A path some route matches as it is stays as it is; parameters (`[id]`, `[...path]`) keep their case.

/** The parts of Astro's RouteData this needs (app.manifestData.routes, in the router's priority order). */
export interface RouteLike {
  route: string;
  pattern: RegExp;
  segments: { content: string; dynamic: boolean; spread: boolean }[][];
}

export function routeCaser(routes: readonly RouteLike[]): (path: string) => string {
  const table = routes.map((r) => ({ r, exact: r.pattern, loose: new RegExp(r.pattern.source, 'i') }));
  const exactStatic = new Set(routes.filter((r) => r.segments.every((s) => s.every((p) => !p.dynamic))).map((r) => r.route));
  const memo = new Map<string, string>();
  const fold = (r: RouteLike, path: string): string => {
    const segs = path.split('/').slice(1);
    for (let i = 0; i < r.segments.length && i < segs.length; i++) {
      const parts = r.segments[i]!;
      if (parts.some((p) => p.spread)) break; // the rest is a parameter
      if (parts.length === 1 && !parts[0]!.dynamic) segs[i] = parts[0]!.content;
    }
    return '/' + segs.join('/');
  };
  return (path: string) => {
    if (exactStatic.has(path)) return path;
    const known = memo.get(path);
    if (known !== undefined) return known;
    let out = path;
    for (const { r, exact, loose } of table) {
      if (exact.test(path)) break;
      if (loose.test(path)) {
        out = fold(r, path);
        break;
      }
    }
    if (memo.size > 5000) memo.clear();
    memo.set(path, out);
    return out;
  };
}
