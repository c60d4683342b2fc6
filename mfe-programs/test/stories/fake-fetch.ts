export interface FakeResponse {
  status: number;
  body?: unknown;
}

/**
 * Replaces global fetch with a fake server answering each request with `respond`'s status and JSON
 * body; jsdom has no fetch of its own, so the real web-kit client runs against it.
 */
export function installFakeFetch(respond: () => FakeResponse | Promise<FakeResponse>): jest.Mock {
  const fetchMock = jest.fn(async () => {
    const { status, body } = await respond();
    return {
      ok: status >= 200 && status < 300,
      status,
      text: async () => (body === undefined ? '' : JSON.stringify(body)),
    };
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}
