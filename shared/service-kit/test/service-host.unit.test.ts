import { Writable } from 'node:stream';
import { errorBodySchema, errorCodes, genericMessages } from '@gbc/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  buildServiceHost,
  conflictError,
  openServiceDatabases,
  publicWriteRateLimit,
  type ServiceModule,
} from '../src/index.js';
import { listenForTests, type TestHttpClient } from '../src/testing.js';

const widgetQuerySchema = z.object({
  limit: z.coerce.number().int().min(1, 'limit must be at least 1').max(5, 'limit must be at most 5'),
  colour: z.enum(['red', 'blue'], { error: 'colour must be red or blue' }).optional(),
});
const widgetBodySchema = z.object({
  name: z.string().min(1, 'name is required'),
  tags: z.array(z.string().max(3, 'each tag is at most 3 characters')),
});

const widgetRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get('/widgets', { schema: { querystring: widgetQuerySchema } }, async (request) => ({
    limit: request.query.limit,
  }));
  app.post('/widgets', { schema: { body: widgetBodySchema } }, async (request) => ({
    name: request.body.name,
  }));
  app.post('/widgets/taken', async () => {
    throw conflictError('That widget exists', { name: 'That widget exists' });
  });
  app.get('/widgets/broken', async () => {
    throw new Error('connection to 10.0.0.7 failed: password for user "svc" rejected');
  });
  app.post('/signups', { config: publicWriteRateLimit }, async () => ({ ok: true }));
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
  });
  http = await listenForTests(app);
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

  test('security headers are set', async () => {
    const response = await http.request({ url: '/healthz' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  test('each service documents its own routes at /api/<name>/openapi.json', async () => {
    const response = await http.request({ url: '/api/widgets/openapi.json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths);
    expect(paths).toEqual(expect.arrayContaining(['/api/widgets/widgets', '/api/widgets/signups']));
    expect(paths).not.toContain('/healthz');
    expect(paths).not.toContain('/api/widgets/openapi.json');
  });

  test('public writes are rate limited with the generic message', async () => {
    const { max } = publicWriteRateLimit.rateLimit;
    for (let attempt = 0; attempt < max; attempt += 1) {
      expect((await http.request({ method: 'POST', url: '/api/widgets/signups' })).statusCode).toBe(200);
    }
    const limited = await http.request({ method: 'POST', url: '/api/widgets/signups' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      error: { code: errorCodes.rateLimited, message: genericMessages.rateLimited },
    });
    expect(limited.headers['retry-after']).toBeDefined();
  });

  test('routes without the rate-limit config are not limited', async () => {
    for (let attempt = 0; attempt < publicWriteRateLimit.rateLimit.max + 2; attempt += 1) {
      expect((await http.request({ url: '/api/widgets/widgets?limit=1' })).statusCode).toBe(200);
    }
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
    const logged = await listenForTests(
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
