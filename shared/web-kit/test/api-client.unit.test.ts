import { genericMessages } from '@gbc/contracts';
import { z } from 'zod';
import { apiGet, apiSend } from '../src/api-client.js';
import { ApiError } from '../src/api-error.js';

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();

beforeEach(() => {
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

async function caught(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the request to fail');
}

describe('apiGet', () => {
  it('sends a same-origin JSON request with the query string and returns the body', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { items: [] }));
    await expect(
      apiGet('/api/marketing/vignettes', { query: { limit: 6, tag: undefined, fields: 'compact' } }),
    ).resolves.toEqual({
      items: [],
    });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/marketing/vignettes?limit=6&fields=compact');
    expect(init.method).toBe('GET');
    expect(init.credentials).toBe('same-origin');
    expect(init.headers).toMatchObject({ Accept: 'application/json' });
  });

  it('sends the access token as a Bearer header when given one, and no Authorization header otherwise', async () => {
    fetchMock.mockImplementation(async () => jsonResponse(200, {}));
    await apiGet('/api/identity/me', { accessToken: 'token-1' });
    await apiGet('/api/identity/me');
    expect(fetchMock.mock.calls[0]?.[1].headers).toMatchObject({ Authorization: 'Bearer token-1' });
    expect(fetchMock.mock.calls[1]?.[1].headers).not.toHaveProperty('Authorization');
  });

  it("surfaces the server's message, code and fields on a 400", async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(400, {
        error: {
          code: 'BAD_REQUEST',
          message: 'limit must be a whole number from 1 to 50',
          fields: { limit: 'bad' },
        },
      }),
    );
    const error = await caught(apiGet('/api/marketing/vignettes'));
    expect(error).toMatchObject({
      status: 400,
      code: 'BAD_REQUEST',
      message: 'limit must be a whole number from 1 to 50',
      fields: { limit: 'bad' },
    });
  });

  it('maps a 500 without an error body to the generic internal message', async () => {
    fetchMock.mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 500 }));
    const error = await caught(apiGet('/api/marketing/vignettes'));
    expect(error).toMatchObject({ status: 500, code: 'INTERNAL', message: genericMessages.internal });
  });

  it('maps a 429 without an error body to the rate-limit message', async () => {
    fetchMock.mockResolvedValue(new Response('', { status: 429 }));
    const error = await caught(apiGet('/api/marketing/vignettes'));
    expect(error).toMatchObject({ status: 429, code: 'RATE_LIMITED', message: genericMessages.rateLimited });
  });

  it('maps a network failure to the network message', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await caught(apiGet('/api/marketing/vignettes'));
    expect(error).toMatchObject({ status: 0, code: 'NETWORK', message: genericMessages.network });
  });

  it('gives up after timeoutMs with the timeout message', async () => {
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const error = await caught(apiGet('/api/marketing/vignettes', { timeoutMs: 20 }));
    expect(error).toMatchObject({ status: 0, code: 'TIMEOUT', message: genericMessages.timeout });
  });

  it('rejects a body that does not match the schema', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { items: 'nope' }));
    const schema = z.object({ items: z.array(z.string()) });
    const error = await caught(apiGet('/api/marketing/vignettes', { schema }));
    expect(error).toMatchObject({ status: 200, code: 'INVALID_RESPONSE', message: genericMessages.internal });
    expect(error.cause).toBeInstanceOf(z.ZodError);
  });

  it('returns the parsed body when it matches the schema', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { items: ['a'], extra: true }));
    const schema = z.object({ items: z.array(z.string()) });
    await expect(apiGet('/api/x', { schema })).resolves.toEqual({ items: ['a'] });
  });

  it("rejects with the caller's abort reason, not an ApiError, when the caller aborts", async () => {
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const controller = new AbortController();
    const pending = apiGet('/api/x', { signal: controller.signal });
    controller.abort(new Error('left the page'));
    await expect(pending).rejects.toThrow('left the page');
  });
});

describe('apiSend', () => {
  it('sends the body as JSON with the given method', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await expect(apiSend('POST', '/api/marketing/contact', { name: 'Ada' })).resolves.toBeUndefined();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/marketing/contact');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"name":"Ada"}');
    expect(init.headers).toMatchObject({ 'Content-Type': 'application/json', Accept: 'application/json' });
  });
});
