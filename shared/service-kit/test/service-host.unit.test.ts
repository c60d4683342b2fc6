import { Writable } from 'node:stream';
import { errorBodySchema, errorCodes, genericMessages, queryInteger } from '@gbc/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import pg from 'pg';
import { z } from 'zod';
import { buildServiceHost, conflictError, openServiceDatabases, type ServiceModule } from '../src/index.js';
import {
  injectForTests,
  listenForTests,
  sendInPieces,
  signTestToken,
  type TestHttpClient,
  testAuthKeys,
} from '../src/testing.js';

const widgetQuerySchema = z.object({
  limit: queryInteger('limit', { min: 1, max: 5 }),
  colour: z.enum(['red', 'blue'], { error: 'colour must be red or blue' }).optional(),
});
const widgetBodySchema = z.object({
  name: z.string().min(1, 'name is required'),
  tags: z.array(z.string().max(3, 'each tag is at most 3 characters')),
});

const open = { auth: 'public' } as const;
const adminOnly = { auth: { roles: ['admin'], aal: 'aal2' } } as const;

const widgetRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get('/widgets', { config: open, schema: { querystring: widgetQuerySchema } }, async (request) => ({
    limit: request.query.limit,
  }));
  app.post('/widgets', { config: open, schema: { body: widgetBodySchema } }, async (request) => ({
    name: request.body.name,
  }));
  app.post('/widgets/taken', { config: open }, async () => {
    throw conflictError('That widget exists', { name: 'That widget exists' });
  });
  app.get('/widgets/broken', { config: open }, async () => {
    throw new Error('connection to 10.0.0.7 failed: password for user "svc" rejected');
  });
  app.post('/notes', { config: open }, async (request) => ({ received: request.body }));
  // What PostgreSQL answers for text that slipped past the guards decoded (a NUL from `%00` in a path).
  app.get('/widgets/decoded/:sqlstate', { config: open }, async (request) => {
    const { sqlstate } = request.params as { sqlstate: string };
    const error = new pg.DatabaseError('invalid byte sequence for encoding "UTF8": 0x00', 0, 'error');
    error.code = sqlstate;
    error.severity = 'ERROR';
    throw error;
  });
  app.delete('/widgets/:id', { config: adminOnly }, async () => ({ deleted: true }));
  app.get('/widgets/:id/audit', { config: adminOnly }, async () => ({ entries: [] }));
};

const widgetModule: ServiceModule = { name: 'widgets', plugin: widgetRoutes, migrations: {} };

// The pool connects lazily; nothing here touches the database.
const databases = openServiceDatabases({ serverUrl: 'postgres://nobody@127.0.0.1:1/none', secret: 'unused' });
const logLines: string[] = [];
let http: TestHttpClient;

beforeAll(async () => {
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  const app = await buildServiceHost({
    databases,
    modules: [widgetModule],
    logger: { level: 'error', stream: logStream },
    auth: { publicKey: testAuthKeys().publicKey },
    bodyLimit: 64 * 1024,
  });
  http = injectForTests(app);
});

afterAll(async () => {
  await http.close();
  await databases.destroy();
});

describe('error bodies', () => {
  test('an invalid query is a 400 naming each bad field with its schema message', async () => {
    const response = await http.request({ url: '/api/widgets/widgets?limit=9&colour=green' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: {
        code: errorCodes.badRequest,
        message: 'limit must be at most 5',
        fields: { limit: 'limit must be at most 5', colour: 'colour must be red or blue' },
      },
    });
  });

  test('nested body fields are reported by dotted path', async () => {
    const response = await http.request({
      method: 'POST',
      url: '/api/widgets/widgets',
      payload: { name: '', tags: ['ok', 'too long'] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      name: 'name is required',
      'tags.1': 'each tag is at most 3 characters',
    });
  });

  test('malformed JSON is a 400 in the same shape', async () => {
    const response = await http.request({
      method: 'POST',
      url: '/api/widgets/widgets',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(response.statusCode).toBe(400);
    expect(errorBodySchema.strict().parse(response.json()).error.code).toBe(errorCodes.badRequest);
  });

  test('a form post (what another site can send without CORS) is a 415 with its own code', async () => {
    const response = await http.request({
      method: 'POST',
      url: '/api/widgets/widgets',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'name=x',
    });
    expect(response.statusCode).toBe(415);
    expect(errorBodySchema.strict().parse(response.json()).error).toEqual({
      code: errorCodes.unsupportedMediaType,
      message: genericMessages.unsupportedMediaType,
    });
  });

  test('an unknown route is a JSON 404', async () => {
    const response = await http.request({ url: '/api/widgets/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.json()).toEqual({
      error: { code: errorCodes.notFound, message: genericMessages.notFound },
    });
  });

  test('an HttpError keeps its status, message and fields', async () => {
    const response = await http.request({ method: 'POST', url: '/api/widgets/widgets/taken' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: {
        code: errorCodes.conflict,
        message: 'That widget exists',
        fields: { name: 'That widget exists' },
      },
    });
  });

  test('an unexpected error is a generic 500; the details go to the log only', async () => {
    const response = await http.request({ url: '/api/widgets/widgets/broken' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      error: { code: errorCodes.internal, message: genericMessages.internal },
    });
    expect(response.body).not.toMatch(/10\.0\.0\.7|password|svc/);
    expect(logLines.join('')).toMatch(/password for user/);
  });
});

describe('request ids', () => {
  test('a sane incoming id is echoed back', async () => {
    const response = await http.request({ url: '/healthz', headers: { 'x-request-id': 'gw-123.abc' } });
    expect(response.headers['x-request-id']).toBe('gw-123.abc');
  });

  test('a missing or unsafe id is replaced by a generated one', async () => {
    const missing = await http.request({ url: '/healthz' });
    const unsafe = await http.request({ url: '/healthz', headers: { 'x-request-id': 'a b "forged": true' } });
    const huge = await http.request({ url: '/healthz', headers: { 'x-request-id': 'x'.repeat(129) } });
    for (const response of [missing, unsafe, huge]) {
      expect(response.headers['x-request-id']).toMatch(
        /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
      );
    }
  });

  test('error replies carry the id too', async () => {
    const response = await http.request({ url: '/nowhere', headers: { 'x-request-id': 'req-404' } });
    expect(response.headers['x-request-id']).toBe('req-404');
  });
});

describe('shared host features', () => {
  test('/healthz answers without the database', async () => {
    const response = await http.request({ url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  test('each service documents its own routes at /api/<name>/openapi.json', async () => {
    const response = await http.request({ url: '/api/widgets/openapi.json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths);
    expect(paths).toEqual(expect.arrayContaining(['/api/widgets/widgets', '/api/widgets/notes']));
    expect(paths).not.toContain('/healthz');
    expect(paths).not.toContain('/api/widgets/openapi.json');
  });

  test('JSON answers carry nosniff and none of the HTML-oriented headers the gateway owns', async () => {
    for (const url of ['/healthz', '/api/widgets/widgets?limit=1', '/api/widgets/nothing-here']) {
      const { headers } = await http.request({ url });
      expect(headers['x-content-type-options']).toBe('nosniff');
      for (const owned of [
        'strict-transport-security',
        'content-security-policy',
        'x-frame-options',
        'cross-origin-opener-policy',
        'cross-origin-resource-policy',
        'origin-agent-cluster',
        'referrer-policy',
        'x-dns-prefetch-control',
        'x-download-options',
        'x-permitted-cross-domain-policies',
        'x-xss-protection',
      ]) {
        expect(headers[owned]).toBeUndefined();
      }
    }
  });
});

describe('odd input', () => {
  const nul = '\u0000';

  test('a NUL character in any body string is a 400 naming the fields', async () => {
    const response = await http.request({
      method: 'POST',
      url: '/api/widgets/notes',
      payload: { title: `a${nul}b`, nested: { list: ['fine', `x${nul}`] } },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: {
        code: errorCodes.badRequest,
        message: genericMessages.nulCharacter,
        fields: { title: genericMessages.nulCharacter, 'nested.list.1': genericMessages.nulCharacter },
      },
    });
  });

  test('a NUL character in a query parameter is a 400 too, before the route schema runs', async () => {
    const response = await http.request({ url: '/api/widgets/widgets?limit=1&colour=red%00' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ colour: genericMessages.nulCharacter });
  });

  test('a lone UTF-16 surrogate in a body string or key is a 400 naming the fields', async () => {
    // JSON can spell "\ud800"; PostgreSQL refuses it in jsonb and text would store U+FFFD instead.
    const response = await http.request({
      method: 'POST',
      url: '/api/widgets/notes',
      headers: { 'content-type': 'application/json' },
      payload:
        '{"title":"Bob\\ud800","nested":{"org\\udfff":"fine","list":["ok","\\udc00x"]},"pair":"\\ud83d\\ude00"}',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: {
        code: errorCodes.badRequest,
        message: genericMessages.invalidUnicode,
        fields: {
          title: genericMessages.invalidUnicode,
          'nested.org': genericMessages.invalidUnicode,
          'nested.list.1': genericMessages.invalidUnicode,
        },
      },
    });
  });

  test.each(['22021', '22P05'])(
    'text the database refuses after all (SQLSTATE %s) is a 400, not a 500',
    async (sqlstate) => {
      const response = await http.request({ url: `/api/widgets/widgets/decoded/${sqlstate}` });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: { code: errorCodes.badRequest, message: genericMessages.unstorableText },
      });
    },
  );

  test('a complete surrogate pair (an emoji) is ordinary text', async () => {
    const response = await http.request({
      method: 'POST',
      url: '/api/widgets/notes',
      payload: { title: 'Hi 😀' },
    });
    expect(response.statusCode).toBe(200);
  });

  test('an over-long path parameter is a 414 in the standard shape that does not echo the path', async () => {
    const response = await http.request({ url: `/api/widgets/widgets/${'a'.repeat(5000)}/audit` });
    expect(response.statusCode).toBe(414);
    expect(response.json()).toEqual({
      error: { code: errorCodes.badRequest, message: genericMessages.uriTooLong },
    });
  });

  test('a path that is not valid percent-encoding is a 400 in the standard shape', async () => {
    const response = await http.request({ url: '/api/widgets/widgets/%E0%A4%A/audit' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: { code: errorCodes.badRequest, message: genericMessages.badUrl },
    });
  });

  test('a body over the host limit is a 413 in the standard shape', async () => {
    const response = await http.request({
      method: 'POST',
      url: '/api/widgets/notes',
      payload: { text: 'x'.repeat(70 * 1024) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      error: { code: errorCodes.payloadTooLarge, message: genericMessages.payloadTooLarge },
    });
  });

  test.each([
    ['a body over the limit', 'POST /api/widgets/notes', 413, errorCodes.payloadTooLarge],
    ['a request without a token', 'DELETE /api/widgets/widgets/7', 401, errorCodes.unauthorized],
  ])(
    '%s, refused while it still arrives: the client sends it all, reads the answer, and sends its next request on the connection',
    async (_case, request, status, code) => {
      const listening = await listenForTests(
        await buildServiceHost({ databases, modules: [widgetModule], logger: false, bodyLimit: 64 * 1024 }),
      );
      try {
        const size = 200 * 1024;
        const exchange = await sendInPieces(Number(new URL(listening.baseUrl ?? '').port), [
          `${request} HTTP/1.1\r\nHost: service\r\nContent-Type: application/json\r\nContent-Length: ${size}\r\n\r\n`,
          ...Array.from({ length: 10 }, () => Buffer.alloc(size / 10, 'x')),
          'GET /api/widgets/widgets?limit=2 HTTP/1.1\r\nHost: service\r\n\r\n',
        ]);
        expect(exchange.error).toBeUndefined();
        expect(
          [...exchange.received.matchAll(/HTTP\/1\.1 (\d{3}) /g)].map((match) => Number(match[1])),
        ).toEqual([status, 200]);
        expect(exchange.received).toContain(`{"error":{"code":"${code}"`);
      } finally {
        await listening.close();
      }
    },
  );

  test('the default body limit is 1 MiB', async () => {
    const defaultHost = injectForTests(
      await buildServiceHost({ databases, modules: [widgetModule], logger: false }),
    );
    try {
      const post = (size: number) =>
        defaultHost.request({
          method: 'POST',
          url: '/api/widgets/notes',
          payload: { text: 'x'.repeat(size) },
        });
      expect((await post(900 * 1024)).statusCode).toBe(200);
      expect((await post(10 * 1024 * 1024)).statusCode).toBe(413);
    } finally {
      await defaultHost.close();
    }
  });

  test('a wrong method on a known path is a 405 with Allow', async () => {
    const response = await http.request({ method: 'PUT', url: '/api/widgets/widgets?limit=1' });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe('GET, HEAD, POST');
    expect(response.json()).toEqual({
      error: { code: errorCodes.methodNotAllowed, message: genericMessages.methodNotAllowed },
    });
    const parametric = await http.request({ method: 'GET', url: '/api/widgets/widgets/42' });
    expect(parametric.statusCode).toBe(405);
    expect(parametric.headers.allow).toBe('DELETE');
  });

  test.each(['0x10', '1e1', '%201', '+1', '1.0', '-1', '', '1&limit=2'])(
    'query integers accept plain decimal digits only: limit=%s is a 400',
    async (value) => {
      const response = await http.request({ url: `/api/widgets/widgets?limit=${value}` });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields.limit).toMatch(/^limit must be/);
    },
  );

  test('a plain decimal query integer is accepted', async () => {
    const response = await http.request({ url: '/api/widgets/widgets?limit=05' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ limit: 5 });
  });
});

describe('OpenAPI documents', () => {
  const adminBearer = () => ({ authorization: `Bearer ${signTestToken({ roles: ['admin'] })}` });

  test('the public document lists public routes only', async () => {
    const response = await http.request({ url: '/api/widgets/openapi.json' });
    expect(response.statusCode).toBe(200);
    const { paths } = response.json();
    expect(Object.keys(paths)).toEqual(
      expect.arrayContaining(['/api/widgets/widgets', '/api/widgets/notes']),
    );
    expect(paths['/api/widgets/widgets/{id}']).toBeUndefined();
    expect(paths['/api/widgets/widgets/{id}/audit']).toBeUndefined();
    expect(response.body).not.toMatch(/admin/);
  });

  test('the admin document lists the admin routes and answers the admin role only', async () => {
    expect((await http.request({ url: '/api/widgets/openapi.admin.json' })).statusCode).toBe(401);
    const member = await http.request({
      url: '/api/widgets/openapi.admin.json',
      headers: { authorization: `Bearer ${signTestToken({ roles: ['member'] })}` },
    });
    expect(member.statusCode).toBe(403);
    const response = await http.request({ url: '/api/widgets/openapi.admin.json', headers: adminBearer() });
    expect(response.statusCode).toBe(200);
    const { paths } = response.json();
    expect(Object.keys(paths).sort()).toEqual([
      '/api/widgets/widgets/{id}',
      '/api/widgets/widgets/{id}/audit',
    ]);
    expect(Object.keys(paths['/api/widgets/widgets/{id}'])).toEqual(['delete']);
  });
});

describe('request log', () => {
  test('writes one line per request, with its id, status and duration, once the reply is sent', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const logged = injectForTests(
      await buildServiceHost({ databases, modules: [widgetModule], logger: { level: 'info', stream } }),
    );
    try {
      await logged.request({ url: '/api/widgets/widgets?limit=2', headers: { 'x-request-id': 'log-1' } });
      const entries = lines.map((line) => JSON.parse(line)).filter((entry) => entry.reqId === 'log-1');
      expect(entries).toEqual([
        expect.objectContaining({
          msg: 'request completed',
          method: 'GET',
          url: '/api/widgets/widgets?limit=2',
          statusCode: 200,
          responseTimeMs: expect.any(Number),
        }),
      ]);
    } finally {
      await logged.close();
    }
  });
});
