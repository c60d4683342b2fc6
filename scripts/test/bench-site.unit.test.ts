import { Writable } from 'node:stream';
import { buildServiceHost, openServiceDatabases, type ServiceModule } from '@gbc/service-kit';
import { listenForTests } from '@gbc/service-kit/testing';
import type { FastifyPluginAsync } from 'fastify';
import { benchServiceLogger, benchSiteOptions } from '../lib/bench-site.js';

const pingRoutes: FastifyPluginAsync = async (app) => {
  app.get('/ping', { config: { auth: 'public' } }, async () => ({ ok: true }));
};
const pingModule: ServiceModule = { name: 'ping', plugin: pingRoutes, migrations: {} };

// The pool connects lazily; nothing here touches the database.
const databases = openServiceDatabases({ serverUrl: 'postgres://nobody@127.0.0.1:1/none', secret: 'unused' });
afterAll(() => databases.destroy());

/** Log lines the service host writes while answering three requests with the given logger level. */
async function requestLogLines(logger: { level: string }): Promise<string[]> {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const app = await buildServiceHost({ databases, modules: [pingModule], logger: { ...logger, stream } });
  const http = await listenForTests(app);
  for (let i = 0; i < 3; i++) {
    expect((await http.request({ url: '/api/ping/ping' })).statusCode).toBe(200);
  }
  await http.close();
  return lines.filter((line) => line.includes('request completed'));
}

describe('npm run bench', () => {
  it('starts the site with request logs silenced', async () => {
    expect(benchSiteOptions('/tmp/bench').logger).toBe(benchServiceLogger);
    expect(await requestLogLines(benchServiceLogger)).toEqual([]);
  });

  it('would otherwise print one line per request (the default level)', async () => {
    expect(await requestLogLines({ level: 'info' })).toHaveLength(3);
  });
});
