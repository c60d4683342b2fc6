import { createHash, randomBytes } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sendInPieces } from '@gbc/service-kit/testing';
import request from 'supertest';
import type { Gateway } from '../src/create-gateway.js';
import { downServiceUrl, silentLogger, useGatewayTestBed } from './gateway-fixtures.js';

const bed = useGatewayTestBed(async () => ({ services: { products: await downServiceUrl() } }));
const withService = (overrides = {}) =>
  bed.gateway({ services: { marketing: bed.service.url }, ...overrides });
const lastForwarded = () => bed.service.requests.at(-1)!;

/** Sends a body in chunks without Content-Length, as a streaming client does. */
async function postChunked(
  app: Gateway,
  path: string,
  chunks: Buffer[],
): Promise<{ status: number; body: string }> {
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    return await new Promise((resolve, reject) => {
      const req = httpRequest(
        { host: '127.0.0.1', port: (server.address() as AddressInfo).port, method: 'POST', path },
        (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (text: string) => {
            body += text;
          });
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        },
      );
      // The gateway may close the connection while the rest of the body is still being sent.
      req.on('error', reject);
      for (const chunk of chunks) req.write(chunk);
      req.end();
    });
  } finally {
    server.closeAllConnections();
    server.close();
  }
}

const loggerCalls: { debug: unknown[][]; error: unknown[][] } = { debug: [], error: [] };
/** A logger that records its debug and error lines, for tests that wait on them. */
function quietLogger() {
  loggerCalls.debug = [];
  loggerCalls.error = [];
  return {
    warn: () => {},
    error: (...args: unknown[]) => loggerCalls.error.push(args),
    debug: (...args: unknown[]) => loggerCalls.debug.push(args),
  };
}

/** Resolves once `condition` holds, checking on every turn of the event loop (the test's timeout bounds it). */
async function waitFor(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setImmediate(resolve));
}

describe('/api proxy', () => {
  it('forwards method, path, query and the body byte for byte', async () => {
    const body = randomBytes(200_000);
    const res = await request(withService())
      .post('/api/marketing/payments/webhook?source=stripe')
      .set('Content-Type', 'application/octet-stream')
      .send(body);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      echoed: '/api/marketing/payments/webhook?source=stripe',
      method: 'POST',
      bodyBytes: body.length,
      bodySha256: createHash('sha256').update(body).digest('hex'),
    });
  });

  it('forwards a chunked body of unknown length whole', async () => {
    const chunks = [Buffer.from('{"a":'), Buffer.from('"b"}')];
    const res = await postChunked(withService(), '/api/marketing/echo', chunks);
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body)).toMatchObject({ bodyBytes: 9 });
  });
});

describe('client address (TRUSTED_PROXIES)', () => {
  it('ignores X-Forwarded-For from a peer that is not a trusted proxy and forwards one address', async () => {
    await request(withService()).get('/api/marketing/x').set('X-Forwarded-For', '203.0.113.66, 10.0.0.1');
    expect(lastForwarded().headers['x-forwarded-for']).toBe('127.0.0.1');
  });

  it('takes the client address a trusted proxy reports', async () => {
    await request(withService({ trustedProxies: ['127.0.0.1/8'] }))
      .get('/api/marketing/x')
      .set('X-Forwarded-For', '203.0.113.7');
    expect(lastForwarded().headers['x-forwarded-for']).toBe('203.0.113.7');
  });

  it('stops at the first untrusted hop, so a client cannot prepend a spoofed address', async () => {
    await request(withService({ trustedProxies: ['loopback'] }))
      .get('/api/marketing/x')
      .set('X-Forwarded-For', '198.51.100.9, 203.0.113.7');
    expect(lastForwarded().headers['x-forwarded-for']).toBe('203.0.113.7');
  });
});

describe('forwarded headers and request ids', () => {
  it('replaces the client X-Forwarded-Host/-Proto/-Port with the configured public origin', async () => {
    await request(withService())
      .get('/api/marketing/x')
      .set('Host', 'evil.example')
      .set('X-Forwarded-Host', 'evil.example')
      .set('X-Forwarded-Proto', 'http')
      .set('X-Forwarded-Port', '1234')
      .set('Forwarded', 'for=1.2.3.4;host=evil.example');
    const headers = lastForwarded().headers;
    expect(headers['x-forwarded-host']).toBe('gbc.example.org');
    expect(headers['x-forwarded-proto']).toBe('https');
    expect(headers['x-forwarded-port']).toBeUndefined();
    expect(headers.forwarded).toBeUndefined();
    expect(headers.host).toBe(new URL(bed.service.url).host);
  });

  it('keeps a safe client request id, echoes it and forwards it', async () => {
    const res = await request(withService()).get('/api/marketing/x').set('X-Request-Id', 'abc-123:req.1');
    expect(res.headers['x-request-id']).toBe('abc-123:req.1');
    expect(lastForwarded().headers['x-request-id']).toBe('abc-123:req.1');
  });

  it.each(['has spaces', 'x'.repeat(129), 'line\tbreak', '<script>'])(
    'replaces an unsafe request id %j with a fresh one',
    async (unsafe) => {
      const res = await request(withService()).get('/api/marketing/x').set('X-Request-Id', unsafe);
      const id = res.headers['x-request-id'];
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      expect(lastForwarded().headers['x-request-id']).toBe(id);
    },
  );
});

describe('headers of proxied JSON', () => {
  it("carries the gateway's JSON headers and none of the service's page headers", async () => {
    const res = await request(withService()).get('/api/marketing/x');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(res.headers['strict-transport-security']).toMatch(/^max-age=31536000/);
    expect(res.headers['content-security-policy']).toBeUndefined();
    expect(res.headers['x-frame-options']).toBeUndefined();
    expect(res.headers['x-xss-protection']).toBeUndefined();
    expect(res.headers['permissions-policy']).toBeUndefined();
  });

  it('locks down an HTML page a service serves: no framing, no scripts, forms post to the site only', async () => {
    const res = await request(withService()).get('/api/marketing/page');
    expect(res.status).toBe(200);
    const csp = res.headers['content-security-policy'] ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("form-action 'self'");
    expect(csp).not.toMatch(/script-src/);
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['referrer-policy']).toBe('same-origin');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends no HSTS when the public origin is plain http, whatever the service sends', async () => {
    const res = await request(withService({ publicOrigin: 'http://localhost:8080' })).get('/api/marketing/x');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('limits and blocked routes', () => {
  it('answers a declared body over the limit with 413 and never forwards it', async () => {
    const calls = bed.service.requests.length;
    const res = await request(withService({ maxBodyBytes: 1000 }))
      .post('/api/marketing/newsletter')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ name: 'x'.repeat(2000) }));
    expect(res.status).toBe(413);
    expect(res.body).toEqual({
      error: { code: 'PAYLOAD_TOO_LARGE', message: expect.stringContaining('1000 bytes') },
    });
    expect(bed.service.requests.length).toBe(calls);
  });

  it('counts a streamed body and answers 413 once it passes the limit', async () => {
    const calls = bed.service.requests.length;
    const chunks = Array.from({ length: 8 }, () => Buffer.alloc(400, 'a'));
    const res = await postChunked(withService({ maxBodyBytes: 1000 }), '/api/marketing/upload', chunks);
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body).error.message).toContain('1000 bytes');
    expect(bed.service.requests.length).toBe(calls);
  });

  describe('a body still arriving when it is answered', () => {
    /** The raw exchange of one connection: a request sent in `pieces`, then a GET on the same connection. */
    async function thenNextRequest(app: Gateway, pieces: (string | Buffer)[]) {
      const server = app.listen(0, '127.0.0.1');
      await new Promise((resolve) => server.once('listening', resolve));
      try {
        const exchange = await sendInPieces((server.address() as AddressInfo).port, [
          ...pieces,
          'GET /api/marketing/after HTTP/1.1\r\nHost: gateway\r\n\r\n',
        ]);
        return {
          error: exchange.error,
          statuses: [...exchange.received.matchAll(/HTTP\/1\.1 (\d{3}) /g)].map((match) => Number(match[1])),
          received: exchange.received,
        };
      } finally {
        server.closeAllConnections();
        server.close();
      }
    }
    const head = (path: string, length: string) =>
      `POST ${path} HTTP/1.1\r\nHost: gateway\r\nContent-Type: application/json\r\n${length}\r\n\r\n`;

    it('a declared body over the limit: the client sends it all, reads the 413, and the connection carries its next request', async () => {
      const result = await thenNextRequest(withService({ maxBodyBytes: 1000 }), [
        head('/api/marketing/newsletter', 'Content-Length: 5000'),
        ...Array.from({ length: 5 }, () => Buffer.alloc(1000, 'a')),
      ]);
      expect(result).toMatchObject({ error: undefined, statuses: [413, 200] });
      expect(result.received).toContain('{"error":{"code":"PAYLOAD_TOO_LARGE"');
    });

    it('a streamed body over the limit: the same', async () => {
      const chunk = `190\r\n${'a'.repeat(400)}\r\n`;
      const result = await thenNextRequest(withService({ maxBodyBytes: 1000 }), [
        head('/api/marketing/upload', 'Transfer-Encoding: chunked'),
        ...Array.from({ length: 8 }, () => chunk),
        '0\r\n\r\n',
      ]);
      expect(result).toMatchObject({ error: undefined, statuses: [413, 200] });
    });

    it('a service that answers before reading the body: its answer is passed on, and the connection carries the next request', async () => {
      const result = await thenNextRequest(withService(), [
        head('/api/marketing/refuse', 'Content-Length: 50000'),
        ...Array.from({ length: 10 }, () => Buffer.alloc(5000, 'a')),
      ]);
      expect(result).toMatchObject({ error: undefined, statuses: [401, 200] });
      expect(result.received).toContain('{"error":{"code":"UNAUTHORIZED"');
    });
  });

  it.each([
    '/api/marketing/internal/grant',
    '/api/marketing/%69nternal/grant',
    '/api/marketing/x/../internal/grant',
    '/api/marketing/x/%2E%2E/internal/grant',
  ])('hides internal service-to-service routes from outside: %s', async (path) => {
    const calls = bed.service.requests.length;
    const res = await request(withService()).post(path).send({});
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: { code: 'NOT_FOUND', message: expect.any(String) } });
    expect(bed.service.requests.length).toBe(calls);
  });

  it.each(['/api/unknown/x', '/api/marketingx/vignettes', '/api'])(
    'answers %s with a 404 error body',
    async (path) => {
      const res = await request(withService()).get(path);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: { code: 'NOT_FOUND', message: expect.any(String) } });
    },
  );
});

describe('upstream connections', () => {
  it('reuses one kept-alive connection for sequential requests', async () => {
    const app = withService();
    const before = bed.service.connections();
    for (let i = 0; i < 5; i += 1) {
      expect((await request(app).get(`/api/marketing/x?n=${i}`)).status).toBe(200);
    }
    expect(bed.service.connections() - before).toBe(1);
    expect(lastForwarded().headers.connection).not.toBe('close');
  });

  it('holds a large answer while the client is not reading, and delivers it whole once it reads', async () => {
    const bytes = 8 * 1024 * 1024;
    const server = withService().listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const received = await new Promise<number>((resolve, reject) => {
        const client = httpRequest(
          {
            host: '127.0.0.1',
            port: (server.address() as AddressInfo).port,
            path: `/api/marketing/download?bytes=${bytes}`,
          },
          (res) => {
            // Not reading fills the socket buffers, so the gateway must pause the service and resume it.
            res.pause();
            let total = 0;
            res.on('data', (chunk: Buffer) => {
              total += chunk.length;
            });
            res.on('end', () => resolve(total));
            res.on('error', reject);
            setImmediate(() => res.resume());
          },
        );
        client.on('error', reject);
        client.end();
      });
      expect(received).toBe(bytes);
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });

  it('answers 504 with the error body when the service does not answer in time', async () => {
    const logger = silentLogger();
    const res = await request(withService({ serviceTimeoutMs: 100, logger })).get('/api/marketing/hang');
    expect(res.status).toBe(504);
    expect(res.body).toEqual({
      error: { code: 'UNAVAILABLE', message: expect.stringContaining('took too long') },
    });
    expect(logger.error).toHaveBeenCalledTimes(1);
  });

  it('logs a client that leaves before the answer at debug level only, and cancels the upstream request', async () => {
    const server = withService({ logger: quietLogger() }).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const forwardedBefore = bed.service.requests.length;
      const client = httpRequest({
        host: '127.0.0.1',
        port: (server.address() as AddressInfo).port,
        path: '/api/marketing/hang',
      });
      client.on('error', () => {});
      client.end();
      await waitFor(() => bed.service.requests.length > forwardedBefore);
      client.destroy();
      await waitFor(() => loggerCalls.debug.length > 0);

      expect(loggerCalls.debug[0]?.[0]).toMatch(/^Client left before the marketing service answered GET/);
      expect(loggerCalls.error).toEqual([]);
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });

  it('answers 503 with the error body and Retry-After when the service is down', async () => {
    const res = await request(bed.gateway()).get('/api/products/tiers');
    expect(res.status).toBe(503);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.body).toEqual({
      error: { code: 'UNAVAILABLE', message: expect.stringContaining('products service is unavailable') },
    });
  });
});
