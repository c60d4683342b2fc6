export interface FakeAnswer {
  status: number;
  body?: unknown;
}

export interface FakeApi {
  /** The fetch every test of the file runs against; its calls are the requests the page sent. */
  fetchMock: jest.Mock<Promise<Response>, [string, RequestInit]>;
  /** What the API answers at `path` until the next test; unanswered paths get 404. */
  answer(path: string, status: number, body?: unknown): void;
  /** Answers at `path` one after the other, the last one from then on (a refusal, then success). */
  answerInTurn(path: string, ...answers: FakeAnswer[]): void;
}

/**
 * Registers a beforeEach that puts a fake API behind global fetch (answers cleared per test, console
 * errors silenced for the failure cases) and an afterEach that restores every mock.
 */
export function setUpFakeApi(): FakeApi {
  const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();
  const answers = new Map<string, FakeAnswer[]>();

  beforeEach(() => {
    answers.clear();
    // jsdom has no Response: the API client reads only ok, status and text().
    fetchMock.mockReset().mockImplementation(async (url) => {
      const queue = answers.get(url);
      const found = (queue && queue.length > 1 ? queue.shift() : queue?.[0]) ?? { status: 404 };
      return {
        ok: found.status >= 200 && found.status < 300,
        status: found.status,
        text: async () => (found.body === undefined ? '' : JSON.stringify(found.body)),
      } as Response;
    });
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => jest.restoreAllMocks());

  return {
    fetchMock,
    answer: (path, status, body) => {
      answers.set(path, [{ status, body }]);
    },
    answerInTurn: (path, ...replies) => {
      answers.set(path, replies);
    },
  };
}
