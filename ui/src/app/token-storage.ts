/** sessionStorage key of the API token: gone when the tab closes; never a URL, never localStorage. */
const KEY = 'tracehold.token';

export function readStoredToken(): string | null {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function storeToken(token: string): void {
  sessionStorage.setItem(KEY, token);
}

export function clearStoredToken(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Storage disabled: nothing was stored.
  }
}
