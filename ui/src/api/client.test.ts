import { describe, expect, it } from 'vitest';
import { errorWords } from '../components/error-words.ts';
import { ApiFailure, createApi, withQuery } from './client.ts';

function recorder(answer: () => Response | Promise<Response>) {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  const fetchImpl = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return answer();
  }) as unknown as typeof fetch;
  return { calls, fetchImpl };
}

describe('createApi', () => {
  it('sends the token as a bearer header, never in the URL', async () => {
    const { calls, fetchImpl } = recorder(() => Response.json({ ok: 1 }));
    const api = createApi({ token: 'thq_secret_token', onUnauthorized: () => undefined, fetch: fetchImpl });
    await api.get('/v1/traces', { service: 'a b', cursor: undefined, limit: 5 });
    expect(calls[0]!.url).toBe('/v1/traces?service=a+b&limit=5');
    expect(calls[0]!.url).not.toContain('thq_secret_token');
    expect((calls[0]!.init.headers as Record<string, string>).authorization).toBe('Bearer thq_secret_token');
  });

  it('turns an error body into an ApiFailure with the stable code, and a 401 into a sign-out', async () => {
    let unauthorized = 0;
    const { fetchImpl } = recorder(() => Response.json({ error: { code: 'TH_ERR_API_UNAUTHENTICATED', message: 'missing or invalid bearer token' } }, { status: 401 }));
    const api = createApi({ token: 't', onUnauthorized: () => unauthorized++, fetch: fetchImpl });
    const err = await api.get('/v1/me').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiFailure);
    expect((err as ApiFailure).code).toBe('TH_ERR_API_UNAUTHENTICATED');
    expect(unauthorized).toBe(1);
  });

  it('does not sign out on other failures (negative control)', async () => {
    let unauthorized = 0;
    const { fetchImpl } = recorder(() => Response.json({ error: { code: 'TH_ERR_API_FORBIDDEN', message: 'x' } }, { status: 403 }));
    const api = createApi({ token: 't', onUnauthorized: () => unauthorized++, fetch: fetchImpl });
    const err = (await api.get('/v1/audit').catch((e: unknown) => e)) as ApiFailure;
    expect([err.status, err.code, unauthorized]).toEqual([403, 'TH_ERR_API_FORBIDDEN', 0]);
  });

  it('reports an unreachable server as network, in words', async () => {
    const { fetchImpl } = recorder(() => Promise.reject(new TypeError('fetch failed')));
    const err = await createApi({ token: 't', onUnauthorized: () => undefined, fetch: fetchImpl })
      .get('/v1/me')
      .catch((e: unknown) => e);
    expect((err as ApiFailure).code).toBe('network');
    expect(errorWords(err)).toMatch(/could not be reached/);
  });

  it('reads the download file name from Content-Disposition', async () => {
    const { fetchImpl } = recorder(() => new Response('bytes', { headers: { 'content-disposition': 'attachment; filename="hold-abc.tar.gz"' } }));
    const out = await createApi({ token: 't', onUnauthorized: () => undefined, fetch: fetchImpl }).download('/v1/holds/h/exports/e/download');
    expect(out.filename).toBe('hold-abc.tar.gz');
    expect(await out.blob.text()).toBe('bytes');
  });
});

describe('withQuery / errorWords', () => {
  it('leaves out empty values and words every API code it knows', () => {
    expect(withQuery('/v1/x', { a: '', b: undefined })).toBe('/v1/x');
    expect(errorWords(new ApiFailure(404, 'TH_ERR_API_TRACE_NOT_FOUND', 'm'))).toMatch(/No trace with this id/);
    expect(errorWords(new ApiFailure(410, 'TH_ERR_API_CONTENT_UNREADABLE', 'm'))).toMatch(/erased/);
    expect(errorWords(new ApiFailure(418, 'TH_ERR_SOMETHING_NEW', 'm'))).toBe('The request failed (HTTP 418).');
  });
});
