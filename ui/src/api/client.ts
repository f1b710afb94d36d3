import { createContext, useContext } from 'react';

/**
 * A failed API call: `status` is the HTTP status (0 when the server could not be reached) and `code` the API's
 * stable `TH_ERR_*` code, or 'network' / 'TH_ERR_UI_BAD_ANSWER'. The message is the API's (never content).
 */
export class ApiFailure extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'ApiFailure';
  }
}

/** Query values; undefined and '' are left out of the URL. */
export type Query = Record<string, string | number | undefined>;

/**
 * The public query API as the UI uses it: the bearer token is attached to every call (never put in a URL), JSON
 * in and out, and any non-2xx answer is thrown as an ApiFailure. A 401 also tells the session (sign-in again).
 */
export interface Api {
  get<T>(path: string, query?: Query): Promise<T>;
  post<T>(path: string, body?: unknown): Promise<T>;
  put<T>(path: string, body?: unknown): Promise<T>;
  /** A binary download (a bundle): the file name comes from Content-Disposition. */
  download(path: string): Promise<{ blob: Blob; filename: string }>;
}

export interface ApiDeps {
  token: string;
  /** Called on every 401 (the token was revoked or expired). */
  onUnauthorized(): void;
  fetch?: typeof fetch;
}

export function withQuery(path: string, query?: Query): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== '') params.set(k, String(v));
  const s = params.toString();
  return s ? `${path}${path.includes('?') ? '&' : '?'}${s}` : path;
}

async function failureOf(res: Response): Promise<ApiFailure> {
  let code = `HTTP_${res.status}`;
  let message = res.statusText || 'request failed';
  try {
    const body = (await res.json()) as { error?: { code?: unknown; message?: unknown } };
    if (typeof body.error?.code === 'string') code = body.error.code;
    if (typeof body.error?.message === 'string') message = body.error.message;
  } catch {
    // Not JSON (a proxy's page): the status alone says enough.
  }
  return new ApiFailure(res.status, code, message);
}

export function createApi(deps: ApiDeps): Api {
  const doFetch = deps.fetch ?? globalThis.fetch.bind(globalThis);
  async function send(method: string, path: string, body?: unknown): Promise<Response> {
    const headers: Record<string, string> = { authorization: `Bearer ${deps.token}`, accept: 'application/json' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    let res: Response;
    try {
      res = await doFetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), cache: 'no-store', credentials: 'omit' });
    } catch {
      throw new ApiFailure(0, 'network', 'the server could not be reached');
    }
    if (res.status === 401) deps.onUnauthorized();
    if (!res.ok) throw await failureOf(res);
    return res;
  }
  async function json<T>(res: Response): Promise<T> {
    if (res.status === 204) return undefined as T;
    try {
      return (await res.json()) as T;
    } catch {
      throw new ApiFailure(res.status, 'TH_ERR_UI_BAD_ANSWER', 'the server answered with something that is not JSON');
    }
  }
  return {
    async get<T>(path: string, query?: Query) {
      return json<T>(await send('GET', withQuery(path, query)));
    },
    async post<T>(path: string, body?: unknown) {
      return json<T>(await send('POST', path, body ?? {}));
    },
    async put<T>(path: string, body?: unknown) {
      return json<T>(await send('PUT', path, body ?? {}));
    },
    async download(path: string) {
      const res = await send('GET', path);
      const disposition = res.headers.get('content-disposition') ?? '';
      const m = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition);
      const filename = m ? decodeURIComponent(m[1]!) : (path.split('/').pop() ?? 'download');
      return { blob: await res.blob(), filename };
    },
  };
}

/** Provided by the session once signed in; null outside it. */
export const ApiContext = createContext<Api | null>(null);

/** The API client of the signed-in session (token attached). Only inside the signed-in app. */
export function useApi(): Api {
  const api = useContext(ApiContext);
  if (!api) throw new Error('useApi outside a signed-in session');
  return api;
}
