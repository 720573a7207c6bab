// Log in and log out on the client: token, stored state and navigation.
import { api } from './api.ts';
import { clearToken, setToken } from './token.ts';
import { resetStore, setUserInfo, type StoredUser } from './stores.ts';
import { safeRedirect } from '~/lib/shared/guard.ts';

export function applyLogin(data: { token: string; userInfo: StoredUser }, redirect: string | null) {
  setToken(data.token);
  setUserInfo(data.userInfo);
  location.assign(safeRedirect(redirect));
}

/** Ends the session, clears the token and stored state, goes home and reloads (SPEC §4). */
export async function logout() {
  try {
    await api.post('/api/logout', undefined);
  } catch {
    /* the local state is cleared whatever the server said */
  }
  clearToken();
  resetStore();
  location.assign('/');
}
