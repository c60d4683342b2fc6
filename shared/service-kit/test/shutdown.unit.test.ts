import { Agent, createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { drainServer } from '../src/shutdown.js';

/** A server whose one route answers once `release` is called, so a request is in flight on demand. */
function slowServer(): { server: Server; release: () => void; arrived: Promise<void> } {
  let release!: () => void;
  let arrive!: () => void;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const server = createServer((_req, res) => {
    arrive();
    release = () => res.end('done');
  });
  return { server, release: () => release(), arrived };
}

test('a keep-alive connection busy when draining begins closes once its response is sent, long before the grace period', async () => {
  const { server, release, arrived } = slowServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const agent = new Agent({ keepAlive: true });
  const answered = new Promise<string>((resolve, reject) => {
    request({ port, host: '127.0.0.1', agent }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve(body));
    })
      .on('error', reject)
      .end();
  });
  await arrived;

  let drained = false;
  // A grace period longer than the test's own timeout: only prompt closing can finish the test.
  const draining = drainServer(server, 60_000).then(() => (drained = true));
  expect(drained).toBe(false);
  release();

  expect(await answered).toBe('done');
  await draining;
  expect(drained).toBe(true);
  agent.destroy();
});
