export interface FakeResponse {
  status: number;
  body?: unknown;
}

export type FakeApi = (url: URL) => FakeResponse | Promise<FakeResponse>;

/**
 * Replaces global fetch with a fake server: `respond` sees each request URL and answers with a status
 * and a JSON body. jsdom has no fetch of its own, so the real web-kit client runs against this.
 */
export function installFakeFetch(respond: FakeApi): jest.Mock {
  const fetchMock = jest.fn(async (input: string) => {
    const { status, body } = await respond(new URL(input, window.location.origin));
    return {
      ok: status >= 200 && status < 300,
      status,
      text: async () => (body === undefined ? '' : JSON.stringify(body)),
    };
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

/** A response that never arrives, to hold a page in its loading state. */
export function pendingForever(): Promise<FakeResponse> {
  return new Promise(() => {});
}

export function notFoundResponse(): FakeResponse {
  return { status: 404, body: { error: { code: 'NOT_FOUND', message: 'Vignette not found' } } };
}

export function serverErrorResponse(): FakeResponse {
  return { status: 500, body: { error: { code: 'INTERNAL', message: 'Something went wrong on our side.' } } };
}

/** Paths the fetch mock was called with, query string included. */
export function requestedPaths(fetchMock: jest.Mock): string[] {
  return fetchMock.mock.calls.map(([input]) => {
    const url = new URL(String(input), window.location.origin);
    return `${url.pathname}${url.search}`;
  });
}
