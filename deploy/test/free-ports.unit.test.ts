import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { createPortAllocator } from '../src/free-ports.js';

const listening: Server[] = [];
afterEach(async () => {
  await Promise.all(listening.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

function listenOn(port: number): Promise<void> {
  const server = createServer();
  listening.push(server);
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
}

async function ephemeralLow(): Promise<number> {
  const range = await readFile('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').catch(() => '32768 60999');
  return Number(range.trim().split(/\s+/)[0]);
}

test('ports come from below the ephemeral range, are bindable, and are never handed out twice', async () => {
  const freePort = createPortAllocator();
  const ports = await Promise.all(Array.from({ length: 30 }, () => freePort('127.0.0.1')));
  expect(new Set(ports).size).toBe(ports.length);
  const low = await ephemeralLow();
  for (const port of ports) expect(port).toBeLessThan(low);
  for (const port of ports) await listenOn(port);
});

test('a port something already listens on is skipped', async () => {
  const taken = 20000 + Math.floor(Math.random() * 5000);
  await listenOn(taken);
  // The first pick lands on the taken port; the allocator moves on.
  const picks = [taken, taken + 1];
  const span = (await ephemeralLow()) - 20000;
  // Half a port in, so that rounding lands on the port meant.
  const freePort = createPortAllocator(() => ((picks.shift() ?? taken + 2) - 20000 + 0.5) / span);
  const port = await freePort('127.0.0.1');
  expect(port).toBe(taken + 1);
  await listenOn(port);
});
