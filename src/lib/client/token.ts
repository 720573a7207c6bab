// The login token lives under one fixed localStorage key; its presence means "logged in" (SPEC §4).
export const TOKEN_KEY = 'qili-token';

export function getToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

export function setToken(token: string) {
  localStorage.setItem(TOKEN_KEY, token);
}

export function clearToken() {
  try {
    localStorage.removeItem(TOKEN_KEY);
  } catch {
    /* storage unavailable */
  }
}

export const isLoggedIn = () => !!getToken();
