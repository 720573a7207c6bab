import type { AstroCookies } from 'astro';
import { TOKEN_COOKIE } from './sessions.ts';

/** The page guard's copy of the token: HttpOnly, SameSite=Lax, Secure under HTTPS. */
export function setTokenCookie(cookies: AstroCookies, url: URL, request: Request, token: string, expiresAt: string) {
  const secure = url.protocol === 'https:' || request.headers.get('x-forwarded-proto') === 'https';
  cookies.set(TOKEN_COOKIE, token, { httpOnly: true, sameSite: 'lax', secure, path: '/', expires: new Date(expiresAt) });
}

export function clearTokenCookie(cookies: AstroCookies) {
  cookies.delete(TOKEN_COOKIE, { path: '/' });
}
