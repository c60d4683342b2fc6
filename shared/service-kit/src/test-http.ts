import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { type AddressInfo, connect } from 'node:net';
import type { FastifyInstance } from 'fastify';

export interface TestRequest {
  method?: string;
  /** Path and query, e.g. '/api/marketing/vignettes?limit=3'. */
  url: string;
  headers?: Record<string, string>;
  /** Objects are sent as JSON; strings as they are (for malformed bodies). */
  payload?: unknown;
  /** The connecting address the host sees (e.g. the gateway's); inject only. Default 127.0.0.1. */
  remoteAddress?: string;
}

export interface TestResponse {
  statusCode: number;
  headers: IncomingHttpHeaders;
  body: string;
  // biome-ignore lint/suspicious/noExplicitAny: like inject's json(), tests assert on the parsed shape.
  json<T = any>(): T;
}

export interface TestHttpClient {
  request(options: TestRequest): Promise<TestResponse>;
  /** `http://127.0.0.1:<port>` of a listening host, for clients that stream (absent with inject). */
  baseUrl?: string;
  close(): Promise<void>;
}

/**
 * The way service tests talk to a host: Fastify's `inject` (no socket, no port), with the request
 * and response shape every service test shares. Call `close()` in `afterAll`.
 *
 *   const http = injectForTests(await buildServiceHost({ db, modules: [myModule], logger: false }));
 *   const response = await http.request({ method: 'POST', url: myApi.create, payload: { ... } });
 */
export function injectForTests(app: FastifyInstance): TestHttpClient {
  return {
    request: async ({ method = 'GET', url, headers = {}, payload, remoteAddress }) => {
      const response = await app.inject({
        method: method as 'GET',
        url,
        headers,
        remoteAddress,
        ...(payload === undefined ? {} : { payload: payload as string | object }),
      });
      return {
        statusCode: response.statusCode,
        headers: response.headers as IncomingHttpHeaders,
        body: response.body,
        json: () => JSON.parse(response.body),
      };
    },
    close: () => app.close(),
  };
}

/**
 * Serves `app` on a loopback port and sends real HTTP requests, in `injectForTests`'s shape: only
 * where a real socket is needed, e.g. a gateway test proxying to a service host.
 */
export async function listenForTests(app: FastifyInstance): Promise<TestHttpClient> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    request: ({ method = 'GET', url, headers = {}, payload }) => {
      const body =
        payload === undefined ? undefined : typeof payload === 'string' ? payload : JSON.stringify(payload);
      const contentType =
        payload !== undefined && typeof payload !== 'string' ? { 'content-type': 'application/json' } : {};
      // Node sends DELETE (and GET) bodies without a length or chunking unless told; the server then
      // reads the body as the next request.
      const contentLength = body === undefined ? {} : { 'content-length': String(Buffer.byteLength(body)) };
      return new Promise((resolve, reject) => {
        const outgoing = httpRequest(
          {
            host: '127.0.0.1',
            port,
            method,
            path: url,
            headers: { ...contentType, ...contentLength, ...headers },
          },
          (incoming) => {
            const chunks: Buffer[] = [];
            incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
            incoming.on('error', reject);
            incoming.on('end', () => {
              const text = Buffer.concat(chunks).toString('utf8');
              resolve({
                statusCode: incoming.statusCode ?? 0,
                headers: incoming.headers,
                body: text,
                json: () => JSON.parse(text),
              });
            });
          },
        );
        outgoing.on('error', reject);
        outgoing.end(body);
      });
    },
    close: () => app.close(),
  };
}

/** What one connection received while `sendInPieces` wrote to it, and how it ended. */
export interface PiecesExchange {
  /** Everything the server wrote back, raw. */
  received: string;
  /** The connection's error, e.g. EPIPE or ECONNRESET when the server closed on a client still sending. */
  error?: string;
}

/**
 * Writes `pieces` to one raw connection to `port` with `pauseMs` between them (a slow upload, then
 * maybe a next request on the same connection), and collects what comes back until the server closes
 * or `settleMs` pass after the last piece. For what a server does while a body is still arriving.
 */
export async function sendInPieces(
  port: number,
  pieces: readonly (string | Buffer)[],
  { pauseMs = 20, settleMs = 500 } = {},
): Promise<PiecesExchange> {
  const socket = connect(port, '127.0.0.1');
  const chunks: Buffer[] = [];
  let error: string | undefined;
  let closed = false;
  socket.on('data', (chunk: Buffer) => chunks.push(chunk));
  socket.on('error', (failure: NodeJS.ErrnoException) => {
    error ??= failure.code ?? failure.message;
  });
  const done = new Promise<void>((resolve) =>
    socket.once('close', () => {
      closed = true;
      resolve();
    }),
  );
  await new Promise<void>((resolve) => socket.once('connect', resolve));
  for (const piece of pieces) {
    if (closed) break;
    socket.write(piece);
    await new Promise((resolve) => setTimeout(resolve, pauseMs));
  }
  await Promise.race([done, new Promise((resolve) => setTimeout(resolve, settleMs))]);
  socket.destroy();
  return { received: Buffer.concat(chunks).toString('utf8'), ...(error ? { error } : {}) };
}
