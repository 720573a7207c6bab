// A page's main read (§8): a domain error (ApiError) becomes the message shown on the page and the page's
// HTTP status; anything else is a real failure and propagates (the error page, a 500).
import { ApiError } from './http.ts';

export async function pageData<T>(response: { status: number }, load: () => Promise<T>): Promise<{ data: T | null; error: string }> {
  try {
    return { data: await load(), error: '' };
  } catch (e) {
    if (!(e instanceof ApiError)) throw e;
    response.status = e.http;
    return { data: null, error: e.message };
  }
}
