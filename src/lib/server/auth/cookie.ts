import type { AstroCookies } from 'astro';
import { TOKEN_COOKIE } from './sessions.ts';
import { isHttps } from '~/lib/server/proxy.ts';

/** The page guard's copy of the token: HttpOnly, SameSite=Lax, Secure under HTTPS. */
export function setTokenCookie(cookies: AstroCookies, url: URL, request: Request, token: string, expiresAt: string) {
  cookies.set(TOKEN_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: isHttps(request, url),
    path: '/',
    expires: new Date(expiresAt),
  });
}

export function clearTokenCookie(cookies: AstroCookies) {
  cookies.delete(TOKEN_COOKIE, { path: '/' });
}
