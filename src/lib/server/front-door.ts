// The node server's first step for every request (lib/server/http-server.ts), before its static files, Astro's router
// and the middleware: the request target is read once (shared/request-path.ts)
// and every later step sees only the canonical form.
//   - a page address that is not canonical (`//userInfo`, `/userInfo/`, `/USERINFO`, `/a/../userInfo`) is
//     answered 301 to the canonical one, query kept, so the address bar shows the one address of a page;
//   - an /api call, or any method but GET/HEAD, is served as its canonical path in place (no redirect: the API
//     answers the JSON envelope, and a POST must not be turned into a GET);
//   - a target that cannot be read is a 400;
//   - then a visitor's GET of a fresh cached page is answered from the page cache (page-cache.ts).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { isApiPath, readTarget } from '~/lib/shared/request-path.ts';
import { envelope } from './http.ts';
import { answerFromCache } from './page-cache.ts';

/**
 * Returns whether it answered the request; otherwise req.url is the canonical target and the request goes on.
 * `caseOf` gives a path the case of the route it names (route-case.ts, made from the app's route table).
 */
export function frontDoor(req: IncomingMessage, res: ServerResponse, caseOf?: (path: string) => string): boolean {
  const raw = req.url ?? '/';
  const t = readTarget(raw, caseOf);
  if (!t) {
    const api = isApiPath(raw.split('?')[0]!);
    const body = api ? envelope(400, 400, '请求地址无效') : null;
    res.writeHead(400, {
      'content-type': api ? 'application/json; charset=utf-8' : 'text/plain; charset=utf-8',
      'cache-control': 'no-store',
    });
    if (body) void body.text().then((b) => res.end(b));
    else res.end('请求地址无效');
    return true;
  }
  if (t.target !== raw) {
    if ((req.method === 'GET' || req.method === 'HEAD') && !isApiPath(t.path)) {
      res.writeHead(301, { location: t.target, 'content-length': '0', 'x-content-type-options': 'nosniff' });
      res.end();
      return true;
    }
    req.url = t.target;
  }
  return answerFromCache(req, res);
}
