import { createServer, Socket } from 'node:net';

export interface TcpProxy {
  /** Loopback port that forwards to the target. */
  port: number;
  /** `connectionString` with its host and port replaced by the proxy's. */
  via(connectionString: string): string;
  /** Drops every open connection and refuses new ones (reset at once), as a database that went away. */
  cut(): void;
  /** Forwards again. */
  restore(): void;
  close(): Promise<void>;
}

/**
 * A TCP forwarder between code under test and a server, which a test cuts and restores: an outage
 * of the shared test database for one client only, without stopping the database.
 */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const open = new Set<Socket>();
  let isCut = false;
  const server = createServer((client) => {
    if (isCut) {
      client.resetAndDestroy();
      return;
    }
    const upstream = new Socket();
    open.add(client);
    open.add(upstream);
    const forget = () => {
      open.delete(client);
      open.delete(upstream);
      client.destroy();
      upstream.destroy();
    };
    client.on('error', forget).on('close', forget);
    upstream.on('error', forget).on('close', forget);
    upstream.connect(target.port, target.host, () => {
      client.pipe(upstream);
      upstream.pipe(client);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const address = server.address();
  if (typeof address !== 'object' || !address) throw new Error('The proxy has no port');
  const { port } = address;
  const cutAll = () => {
    for (const socket of open) socket.resetAndDestroy();
    open.clear();
  };
  return {
    port,
    via(connectionString) {
      const url = new URL(connectionString);
      url.hostname = '127.0.0.1';
      url.port = String(port);
      return url.toString();
    },
    cut() {
      isCut = true;
      cutAll();
    },
    restore() {
      isCut = false;
    },
    close() {
      cutAll();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
