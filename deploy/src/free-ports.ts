import { readFile } from 'node:fs/promises';
import { createServer } from 'node:net';

/** Linux's default ephemeral range, used when /proc does not say. */
const defaultEphemeralLow = 32768;
/** The lowest port handed out: above the well-known and most registered services' ports. */
const lowestPort = 20000;

/** The first port of the range the system picks client ports and `listen(0)` ports from. */
async function ephemeralLow(): Promise<number> {
  try {
    const [low] = (await readFile('/proc/sys/net/ipv4/ip_local_port_range', 'utf8')).trim().split(/\s+/);
    const port = Number(low);
    return Number.isInteger(port) && port > lowestPort ? port : defaultEphemeralLow;
  } catch {
    return defaultEphemeralLow;
  }
}

function isFree(port: number, host: string): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, host, () => probe.close(() => resolve(true)));
  });
}

/**
 * Ports for processes the launcher starts later, each free when handed out and never the same twice.
 * They come from below the ephemeral range: a port picked with `listen(0)` and closed again could be
 * taken, before its process binds it, by any outgoing connection (a database pool opening) or another
 * `listen(0)`, which crashed a gateway on start-up twice; below that range only an explicit bind can.
 */
export function createPortAllocator(random: () => number = Math.random) {
  const handedOut = new Set<number>();
  let highest: Promise<number> | undefined;
  return async function freePort(host: string): Promise<number> {
    highest ??= ephemeralLow();
    const span = (await highest) - lowestPort;
    for (let attempt = 0; attempt < 200; attempt += 1) {
      const port = lowestPort + Math.floor(random() * span);
      if (handedOut.has(port)) continue;
      handedOut.add(port);
      if (await isFree(port, host)) return port;
    }
    throw new Error(`No free port found between ${lowestPort} and ${await highest} on ${host}`);
  };
}
