import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { dirname, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { brand } from '@gbc/brand';
import { createRemoteOrigin } from '@gbc/gateway';
import {
  closeOnSignals,
  envSchemas,
  gatewayRoleSchema,
  listServicePackages,
  loadConfig,
  migrateAndSeed,
  roleSecretFor,
  serviceRoleUrl,
} from '@gbc/service-kit';
import { startEmbeddedPostgres } from '@gbc/service-kit/embedded-postgres';
import { type RemoteName, remoteNames } from '@gbc/site-map';
import { z } from 'zod';
import { clusterSecrets } from './cluster-secrets.js';
import { createPortAllocator } from './free-ports.js';
import { discoverServiceModules } from './service-discovery.js';
import { startSiteMail } from './site-mail.js';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

const clusterEnvSchema = z.object({
  PORT: envSchemas.port('PORT', 8080),
  HOST: envSchemas.host('0.0.0.0'),
  DATABASE_URL: envSchemas.postgresUrl('DATABASE_URL').optional(),
  DATA_DIR: z.string().default(join(repoRoot, '.data')),
  LOG_LEVEL: envSchemas.logLevel,
  PUBLIC_ORIGIN: z.url({ protocol: /^https?$/, error: 'PUBLIC_ORIGIN must be an http(s) URL' }).optional(),
  /** Every service on a free port instead of the one its package.json declares (tests, clusters side by side). */
  CLUSTER_FREE_PORTS: z.enum(['true', 'false']).default('false'),
});

/** How long a process may take to become ready (tsx compiles each service on its first start). */
const readyTimeoutMs = 180_000;
/** A child that has not exited this long after SIGTERM is killed. */
const childStopTimeoutMs = 25_000;

export interface RunningCluster {
  url: string;
  /** Each service's own origin, and each remote's. */
  services: Record<string, string>;
  remotes: Partial<Record<RemoteName, string>>;
  mailCatcherUrl: string | null;
  /** Process ids of every child (services, then the gateway), for checks that none is left. */
  pids: number[];
  close(): Promise<void>;
}

interface Child {
  name: string;
  process: ChildProcess;
  exited: Promise<void>;
}

/**
 * A process of the cluster: `node --import tsx <file>`, in the launcher's process group (a signal to
 * the group reaches it), its output prefixed with its name.
 */
function startChild(name: string, file: string, args: string[], env: NodeJS.ProcessEnv): Child {
  const child = spawn(process.execPath, ['--import', 'tsx', file, ...args], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = (stream: NodeJS.WritableStream) => (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) if (line) stream.write(`[${name}] ${line}\n`);
  };
  child.stdout?.on('data', prefix(process.stdout));
  child.stderr?.on('data', prefix(process.stderr));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return { name, process: child, exited };
}

/** Polls `url` until it answers 200; fails as soon as the child exits. */
async function waitReady(child: Child, url: string): Promise<void> {
  let gone = false;
  void child.exited.then(() => {
    gone = true;
  });
  for (const deadline = Date.now() + readyTimeoutMs; Date.now() < deadline; ) {
    if (gone) throw new Error(`${child.name} exited during start-up (code ${child.process.exitCode})`);
    const ready = await fetch(url, { signal: AbortSignal.timeout(2000) }).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    await sleep(250);
  }
  throw new Error(`${child.name} was not ready at ${url} within ${readyTimeoutMs / 1000} s`);
}

/** SIGTERM, then the child drains; SIGKILL only if it overruns. */
async function stopChild(child: Child): Promise<void> {
  if (child.process.exitCode !== null || child.process.signalCode !== null) return;
  child.process.kill('SIGTERM');
  const stopped = await Promise.race([child.exited.then(() => true), sleep(childStopTimeoutMs, false)]);
  if (!stopped) {
    child.process.kill('SIGKILL');
    await child.exited;
  }
}

async function listen(server: Server, host: string): Promise<number> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, host, () => resolve());
  });
  const address = server.address();
  if (typeof address !== 'object' || !address) throw new Error('remote origin has no address');
  return address.port;
}

async function closeServer(server: Server): Promise<void> {
  await new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

/** The address processes of this machine reach a server listening on `host` at. */
function localAddress(host: string): string {
  return host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
}

/**
 * The production topology on one machine: a real PostgreSQL (`DATABASE_URL`, or the embedded one), the
 * migrations run once with the admin connection (what the Job does), every service discovered under
 * `services/` as its own process on its own port serving as its own role (no admin credentials), each
 * remote's build on its own origin found through `/remotes.json`, and the gateway as its own process in
 * front, rendering the remotes with server builds fetched from those origins and checked against their
 * manifests' hashes. Stops in `deploy/src/standalone.ts`'s order: gateway, services, remotes, mail
 * catcher, database.
 */
export async function startCluster(env: NodeJS.ProcessEnv = process.env): Promise<RunningCluster> {
  const config = loadConfig(clusterEnvSchema, env);
  const localHost = localAddress(config.HOST);
  const freePort = createPortAllocator();
  const gatewayPort = config.PORT === 0 ? await freePort(localHost) : config.PORT;
  const publicOrigin = config.PUBLIC_ORIGIN ?? `http://localhost:${gatewayPort}`;
  const origin = new URL(publicOrigin);
  const secrets = await clusterSecrets(join(config.DATA_DIR, 'cluster'), env);
  const mail = await startSiteMail({ ...env, PUBLIC_ORIGIN: publicOrigin });
  const embedded = config.DATABASE_URL
    ? null
    : await startEmbeddedPostgres({ dataDir: join(config.DATA_DIR, 'pg') });
  const children: Child[] = [];
  const remoteOrigins: Server[] = [];
  let gateway: Child | undefined;

  const close = once(async () => {
    if (gateway) await stopChild(gateway);
    await Promise.all(children.map(stopChild));
    await Promise.all(remoteOrigins.map(closeServer));
    await mail.catcher?.close();
    await embedded?.stop();
  });

  try {
    const adminUrl = config.DATABASE_URL ?? (await embedded!.createDatabase('gbc'));
    const roleSecret = roleSecretFor(adminUrl, secrets.DB_ROLE_SECRET);
    // The server's address only: serving processes log in as their own roles.
    const serverUrl = new URL(adminUrl);
    serverUrl.username = '';
    serverUrl.password = '';

    const packages = listServicePackages(repoRoot);
    const ports = Object.fromEntries(
      await Promise.all(
        packages.map(async ({ name, port }) => [
          name,
          config.CLUSTER_FREE_PORTS === 'true' ? await freePort('127.0.0.1') : port,
        ]),
      ),
    ) as Record<string, number>;
    const services = Object.fromEntries(
      packages.map(({ name }) => [name, `http://127.0.0.1:${ports[name]}`]),
    ) as Record<string, string>;

    const serviceEnv: NodeJS.ProcessEnv = {
      ...withoutAdminConnection(env),
      DATA_DIR: config.DATA_DIR,
      LOG_LEVEL: config.LOG_LEVEL,
      PUBLIC_ORIGIN: publicOrigin,
      SMTP_URL: mail.settings.smtpUrl,
      DB_ROLE_SECRET: roleSecret,
      INTERNAL_API_TOKEN: secrets.INTERNAL_API_TOKEN,
      ...(services.identity ? { SERVICE_IDENTITY_URL: services.identity } : {}),
      ...(services.payments ? { SERVICE_PAYMENTS_URL: services.payments } : {}),
    };
    const modules = await discoverServiceModules({
      ...serviceEnv,
      AUTH_PRIVATE_KEY: secrets.AUTH_PRIVATE_KEY,
      IDENTITY_DATA_KEY: secrets.IDENTITY_DATA_KEY,
    });
    // What each service's `migrate` command (the deployment's Job) does, for all of them at once.
    await migrateAndSeed({ adminUrl, modules, roleSecret });

    for (const { name, entry } of packages) {
      const own =
        name === 'identity'
          ? {
              AUTH_PRIVATE_KEY: secrets.AUTH_PRIVATE_KEY,
              IDENTITY_DATA_KEY: secrets.IDENTITY_DATA_KEY,
              IDENTITY_REQUIRE_CONFIGURED_KEYS: 'true',
            }
          : services.identity
            ? { AUTH_JWKS_URL: `${services.identity}/api/identity/.well-known/jwks.json` }
            : {};
      children.push(
        startChild(name, join(dirname(entry), 'server.ts'), ['serve'], {
          ...serviceEnv,
          ...own,
          PORT: String(ports[name]),
          HOST: '127.0.0.1',
          DATABASE_SERVER_URL: serverUrl.toString(),
          // Only the gateway reaches the services; its X-Forwarded-For gives rate limits the visitor.
          TRUST_PROXY: '127.0.0.1,::1',
        }),
      );
    }

    const remotes: Partial<Record<RemoteName, string>> = {};
    // Remote origins are named as the site is, except that `localhost` may resolve to IPv6 first.
    const remoteHost = origin.hostname === 'localhost' ? localHost : origin.hostname;
    for (const name of remoteNames) {
      const dir = join(repoRoot, `mfe-${name}`, 'dist');
      if (!existsSync(join(dir, 'mf-manifest.json'))) continue;
      const server = createServer(createRemoteOrigin(dir));
      remoteOrigins.push(server);
      const port = await listen(server, config.HOST);
      remotes[name] = `${origin.protocol}//${remoteHost}:${port}`;
    }
    await Promise.all(children.map((child) => waitReady(child, `${services[child.name]}/readyz`)));

    const remoteEnv = Object.fromEntries(
      Object.entries(remotes).map(([name, url]) => [
        `REMOTE_${name.toUpperCase()}_URL`,
        `${url}/mf-manifest.json`,
      ]),
    );
    const serviceUrlEnv = Object.fromEntries(
      Object.entries(services).map(([name, url]) => [`SERVICE_${name.toUpperCase()}_URL`, url]),
    );
    gateway = startChild('gateway', join(repoRoot, 'services/gateway/src/server.ts'), [], {
      ...withoutAdminConnection(env),
      ...remoteEnv,
      ...serviceUrlEnv,
      PORT: String(gatewayPort),
      HOST: config.HOST,
      LOG_LEVEL: config.LOG_LEVEL,
      PUBLIC_ORIGIN: publicOrigin,
      REMOTE_SERVER_ORIGINS: Object.values(remotes).join(','),
      SERVER_BUILD_CACHE_DIR: join(config.DATA_DIR, 'cluster', 'server-builds'),
      GATEWAY_DATABASE_URL: serviceRoleUrl(serverUrl.toString(), roleSecret, gatewayRoleSchema),
    });
    const url = `http://${localHost}:${gatewayPort}`;
    await waitReady(gateway, `${url}/readyz`);
    return {
      url,
      services,
      remotes,
      mailCatcherUrl: mail.catcher?.inboxUrl ?? null,
      pids: [...children, gateway].flatMap((child) => (child.process.pid ? [child.process.pid] : [])),
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}

/** The environment without the admin connection: no serving process gets it. */
function withoutAdminConnection(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const { DATABASE_URL: _admin, ...rest } = env;
  return rest;
}

function once(work: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | undefined;
  return () => {
    running ??= work();
    return running;
  };
}

/** `npm run start:cluster`: the cluster from the environment, a printed URL, a draining stop on Ctrl-C or SIGTERM. */
export async function startClusterFromEnv(): Promise<void> {
  const starting = startCluster();
  closeOnSignals({
    log: { info: (_details, message) => console.info(message), error: console.error },
    close: async () => (await starting).close(),
  });
  const cluster = await starting;
  console.info(`${brand.name} website (cluster) running at ${cluster.url}`);
  for (const [name, url] of Object.entries(cluster.remotes)) console.info(`  remote ${name}: ${url}`);
  if (cluster.mailCatcherUrl)
    console.info(`Mail is caught, not delivered (no SMTP_URL): read it at ${cluster.mailCatcherUrl}`);
}
