import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { ApiContext, ApiFailure, createApi } from '../api/client.ts';
import { Loading } from '../components/loading.tsx';
import { SignInPage } from './sign-in-page.tsx';
import { clearStoredToken, readStoredToken, storeToken } from './token-storage.ts';

/** Who the token is (GET /v1/me): what the UI offers follows `scopes`; the server checks every call anyway. */
export interface Me {
  tokenId: string;
  tenant: string;
  roles: string[];
  scopes: string[];
}

/** The signed-in session: the token (only ever sent as a bearer header), who it is, and sign-out. */
export interface Session {
  token: string;
  me: Me;
  signOut(): void;
}

const SessionContext = createContext<Session | null>(null);

/** The signed-in session. Only inside the signed-in app. */
export function useSession(): Session {
  const s = useContext(SessionContext);
  if (!s) throw new Error('useSession outside a signed-in session');
  return s;
}

/** Whether the token has a scope (the UI hides what it cannot do; a 403 is still handled). */
export function can(me: Me, scope: string): boolean {
  return me.scopes.includes(scope);
}

type State = { kind: 'checking'; token: string } | { kind: 'signed-out'; notice: string | null } | { kind: 'signed-in'; token: string; me: Me };

export async function fetchMe(token: string, fetchImpl?: typeof fetch): Promise<Me> {
  // No onUnauthorized here: the caller turns the 401 into the sign-in notice.
  return createApi({ token, onUnauthorized: () => undefined, fetch: fetchImpl }).get<Me>('/v1/me');
}

function signInNotice(error: unknown): string {
  if (error instanceof ApiFailure && error.status === 401) return 'This token was not accepted (unknown, revoked or expired). Paste a valid API token.';
  if (error instanceof ApiFailure && error.code === 'network') return 'The Tracehold server could not be reached. Check that it is running, then sign in again.';
  return 'Signing in failed. Try again.';
}

/** Renders the sign-in page until a token is validated by GET /v1/me, then the children inside the session. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<State>(() => {
    const token = readStoredToken();
    return token ? { kind: 'checking', token } : { kind: 'signed-out', notice: null };
  });

  const signOut = useCallback(() => {
    clearStoredToken();
    setState({ kind: 'signed-out', notice: null });
  }, []);
  const expire = useCallback(() => {
    clearStoredToken();
    setState({ kind: 'signed-out', notice: 'Your session ended: the server no longer accepts this token. Sign in again.' });
  }, []);

  useEffect(() => {
    if (state.kind !== 'checking') return;
    let live = true;
    fetchMe(state.token).then(
      (me) => live && setState({ kind: 'signed-in', token: state.token, me }),
      (error: unknown) => {
        if (!live) return;
        if (error instanceof ApiFailure && error.status === 401) clearStoredToken();
        setState({ kind: 'signed-out', notice: signInNotice(error) });
      },
    );
    return () => {
      live = false;
    };
  }, [state]);

  const token = state.kind === 'signed-in' ? state.token : null;
  const api = useMemo(() => (token ? createApi({ token, onUnauthorized: expire }) : null), [token, expire]);
  const session = useMemo<Session | null>(() => (state.kind === 'signed-in' ? { token: state.token, me: state.me, signOut } : null), [state, signOut]);

  if (state.kind === 'checking') return <Loading label="Checking your token…" />;
  if (state.kind === 'signed-out' || !session || !api)
    return (
      <SignInPage
        notice={state.kind === 'signed-out' ? state.notice : null}
        onSignIn={async (t) => {
          try {
            const me = await fetchMe(t);
            storeToken(t);
            setState({ kind: 'signed-in', token: t, me });
            return null;
          } catch (error) {
            return signInNotice(error);
          }
        }}
      />
    );
  return (
    <SessionContext.Provider value={session}>
      <ApiContext.Provider value={api}>{children}</ApiContext.Provider>
    </SessionContext.Provider>
  );
}
