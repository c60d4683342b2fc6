import { createHmac, generateKeyPairSync, randomBytes, randomUUID, sign } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { createServer, type Server, type ServerResponse } from 'node:http';
import {
  accessTokenAudience,
  accessTokenIssuer,
  accessTokenType,
  adminRecordsApi,
  errorBodySchema,
  type UserRole,
} from '@gbc/contracts';
import { adminApi, siteAuditApi } from '@gbc/contracts/admin';
import { identityApi } from '@gbc/contracts/identity';
import {
  marketingApi,
  marketingRecordKinds,
  newsletterJoinSource,
  vignetteFeed,
} from '@gbc/contracts/marketing';
import { paymentsApi } from '@gbc/contracts/payments';
import { programsApi, storyRecordsKind } from '@gbc/contracts/programs';
import { exampleSurveyAnswers, surveyApi, surveyResponseRecordsKind } from '@gbc/contracts/survey';
import type { EmbeddedPostgresServer } from '@gbc/service-kit/embedded-postgres';
import { signTestToken } from '@gbc/service-kit/testing';
import { pathTo, redirects, routes } from '@gbc/site-map';
import pg from 'pg';
import Stripe from 'stripe';
import { type Dispatcher, request } from 'undici';
import {
  type Canary,
  executableContentIn,
  rawRequest,
  reparsed,
  startCanary,
  xssPayloads,
} from './support/attacks.js';
import { ClientAddresses } from './support/client-addresses.js';
import { createDataDir, startTestPostgres } from './support/data-dir.js';
import { type SiteProcess, startSiteProcess } from './support/site-process.js';

/**
 * Security regression: the hardening issue's attacks against one whole running site (embedded
 * PostgreSQL this test owns, every service, the gateway), all refused. Spoofed forwarding headers do
 * not move the address rate limits and the audit log see; forged tokens get 401; the gateway relays
 * nothing elsewhere; the site audit's crawler reaches nothing but the site; OWASP XSS payloads through
 * every field later shown are stored sanitised or refused and never executable in a rendered page;
 * signed webhooks replayed fulfil nothing twice; admin routes (from each service's admin OpenAPI
 * document) refuse anonymous callers, members and admins without the second factor; internal routes
 * are 404 from outside. Rate limits stay on: each client has its own loopback source address.
 *
 * The site signs tokens with a key this test gives it (AUTH_PRIVATE_KEY), so valid member and admin
 * tokens are the controls every forgery is compared with. Its public origin (for the crawler) is a
 * loopback server this test runs, which can serve what a hostile page would.
 */

let embedded: EmbeddedPostgresServer;
let dataDir: string;
let database: pg.Client;
let site: SiteProcess;
let gateway: URL;
let front: Server;
let frontOrigin: string;
/** Paths the crawler asked the front for. */
const frontRequests: string[] = [];
let canary: Canary;
const clients = new ClientAddresses(200);
let nextAddress = 0;

const signingKey = generateKeyPairSync('ed25519');
const signingPublicPem = signingKey.publicKey.export({ type: 'spki', format: 'pem' }).toString();
const internalApiToken = randomBytes(32).toString('hex');
/** Payments' local webhook secret, derived from the internal token as `paymentsSettingsFromEnv` does. */
const webhookSecret = `whsec_local_${createHmac('sha256', internalApiToken).update('local-webhook-secret').digest('hex')}`;

/** What the run exercised, printed at the end for the issue's closing note. */
const figures: Record<string, number> = {};
const count = (name: string, by = 1) => {
  figures[name] = (figures[name] ?? 0) + by;
};

/** A fresh client: its own source address, so each attack meets the per-address limits afresh. */
function freshClient(): { address: string; dispatcher: Dispatcher } {
  const index = nextAddress++;
  return { address: clients.addressOf(index), dispatcher: clients.agentFor(index) };
}

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

async function send(
  base: string,
  path: string,
  options: {
    method?: string;
    headers?: Record<string, string>;
    body?: unknown;
    token?: string;
    dispatcher?: Dispatcher;
  } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | undefined;
  if (options.body !== undefined) {
    body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
    headers['content-type'] ??= 'application/json';
  }
  const response = await request(new URL(path, base), {
    method: (options.method ?? (body === undefined ? 'GET' : 'POST')) as 'GET',
    headers,
    body,
    dispatcher: options.dispatcher ?? freshClient().dispatcher,
    headersTimeout: 30_000,
    bodyTimeout: 30_000,
  });
  return { status: response.statusCode, headers: response.headers, text: await response.body.text() };
}

const through = (path: string, options?: Parameters<typeof send>[2]) => send(gateway.href, path, options);
const json = <T>(answer: Answer): T => JSON.parse(answer.text) as T;
const hasStandardErrorBody = (answer: Answer) => {
  try {
    return errorBodySchema.safeParse(JSON.parse(answer.text)).success;
  } catch {
    return false;
  }
};

/** An access token the site accepts: signed with its own key, as identity issues them. */
function tokenFor(roles: UserRole[], aal: 'aal1' | 'aal2' = 'aal1'): string {
  return signTestToken(
    { sub: randomUUID(), email: `${roles.join('-') || 'account'}@example.org`, roles, aal },
    { privateKey: signingKey.privateKey },
  );
}
const adminToken = () => tokenFor(['admin'], 'aal2');

/** Polls `check` until it returns a value, at most `timeoutMs`. */
async function eventually<T>(check: () => Promise<T | undefined>, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

beforeAll(async () => {
  dataDir = await createDataDir('gbc-security-');
  embedded = await startTestPostgres(dataDir);
  const adminUrl = await embedded.createDatabase('gbc');
  canary = await startCanary();
  front = createServer((req, res) => frontPage(req.url ?? '/', res));
  await new Promise<void>((resolve) => front.listen(0, '127.0.0.1', resolve));
  const frontAddress = front.address();
  if (typeof frontAddress !== 'object' || !frontAddress) throw new Error('The front has no port');
  frontOrigin = `http://127.0.0.1:${frontAddress.port}`;
  site = await startSiteProcess({
    DATABASE_URL: adminUrl,
    PUBLIC_ORIGIN: frontOrigin,
    AUTH_PRIVATE_KEY: signingKey.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    INTERNAL_API_TOKEN: internalApiToken,
  });
  gateway = new URL(site.url.replace('localhost', '127.0.0.1'));
  database = new pg.Client({ connectionString: adminUrl });
  await database.connect();
});

afterAll(async () => {
  console.info(
    `Security regression, requests refused or checked:\n${Object.entries(figures)
      .map(([name, n]) => `  ${name}: ${n}`)
      .join('\n')}`,
  );
  await database?.end();
  await site?.stop();
  await clients.close();
  await canary?.close();
  await new Promise((resolve) => front?.close(resolve));
  await embedded?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

/**
 * The site's public origin as the crawler sees it: a page whose links lead off the site (the canary,
 * cloud metadata, the database, other schemes) and same-origin paths that redirect off it.
 */
function frontPage(path: string, res: ServerResponse): void {
  frontRequests.push(path);
  const offSite = `http://127.0.0.1:${canary.port}`;
  if (path === '/robots.txt') {
    res.writeHead(200, { 'content-type': 'text/plain' }).end('User-agent: *\nAllow: /\n');
  } else if (path === '/leave') {
    res.writeHead(302, { location: `${offSite}/redirected` }).end();
  } else if (path === '/leave-for-metadata') {
    res.writeHead(307, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
  } else if (path === '/leave-protocol-relative') {
    res.writeHead(301, { location: `//localhost:${canary.port}/relative` }).end();
  } else {
    const links = [
      '/leave',
      '/leave-for-metadata',
      '/leave-protocol-relative',
      `${offSite}/linked`,
      `http://localhost:${canary.port}/linked`,
      `http://[::1]:${embedded.port}/`,
      `http://127.0.0.1:${embedded.port}/`,
      'http://169.254.169.254/latest/meta-data/',
      'file:///etc/passwd',
      `gopher://127.0.0.1:${canary.port}/_GET`,
    ];
    res
      .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      .end(
        `<!doctype html><html lang="en"><head><title>Front</title></head><body><main>${links
          .map((href) => `<a href="${href}">${href}</a>`)
          .join(' ')}<img src="${offSite}/image.png" alt="off site"></main></body></html>`,
      );
  }
}

describe('spoofed forwarding headers', () => {
  const spoofs = (n: number): Record<string, string> => ({
    'x-forwarded-for': `203.0.113.${n % 250}`,
    forwarded: `for=198.51.100.${n % 250};proto=https`,
    'x-real-ip': `192.0.2.${n % 250}`,
  });
  const contact = (n: number) => ({
    name: 'Rotating Spoofer',
    email: `spoofer${n}@example.org`,
    message: `Message ${n} ${randomUUID()}`,
  });

  test.each([
    ['through the gateway', () => gateway.href],
    ['straight to the API host', () => site.apiUrl],
  ])(
    'one address rotating X-Forwarded-For, Forwarded and X-Real-IP meets the write limit %s',
    async (_how, base) => {
      const { dispatcher } = freshClient();
      const statuses: number[] = [];
      for (let n = 0; n < 13; n++) {
        const answer = await send(base(), marketingApi.contact.send, {
          body: contact(n),
          headers: spoofs(n),
          dispatcher,
        });
        statuses.push(answer.status);
      }
      // `publicWriteRateLimit`: 10 a minute per client address, whatever the headers claim.
      expect(statuses.slice(0, 10).every((status) => status < 300)).toBe(true);
      expect(statuses.slice(10)).toEqual([429, 429, 429]);
    },
  );

  test('the audit log records the socket address, not the spoofed one', async () => {
    const { address, dispatcher } = freshClient();
    const requestId = `spoof-${randomUUID()}`;
    const answer = await through(adminApi.security.summary, {
      dispatcher,
      headers: { ...spoofs(7), 'x-request-id': requestId },
    });
    expect(answer.status).toBe(401);
    const row = await eventually(async () => {
      const result = await database.query<{ details: { ip?: string } }>(
        `select details from audit.audit_logs where details->>'requestId' = $1`,
        [requestId],
      );
      return result.rows[0];
    });
    expect(row.details.ip).toBe(address);
  });

  test('a hostile X-Request-Id is never echoed', async () => {
    const hostile = [
      '<script>alert(1)</script>',
      '"><img src=x onerror=alert(1)>',
      '../../../etc/passwd',
      'two words',
      `${'a'.repeat(4000)}`,
      '%0d%0aSet-Cookie:%20session=stolen',
    ];
    const targets = [
      `${gateway.origin}/`,
      `${gateway.origin}${marketingApi.vignettes.list}`,
      `${gateway.origin}/api/nowhere/at-all`,
      `${site.apiUrl}${marketingApi.vignettes.list}`,
    ];
    // The control: a sane id is taken and echoed, so the header is read at all.
    const sane = `sane-${randomUUID()}`;
    for (const target of targets) {
      const answer = await send(target, '', { headers: { 'x-request-id': sane } });
      expect({ target, id: answer.headers['x-request-id'] }).toEqual({ target, id: sane });
    }
    const echoed: string[] = [];
    for (const value of hostile) {
      for (const target of targets) {
        const answer = await send(target, '', { headers: { 'x-request-id': value } });
        const id = String(answer.headers['x-request-id'] ?? '');
        if (id === value || !/^[\w.:-]{1,128}$/.test(id) || answer.text.includes(value)) {
          echoed.push(`${target} with ${value.slice(0, 40)}: ${id.slice(0, 60)}`);
        }
      }
    }
    expect(echoed).toEqual([]);
  });
});

describe('forged access tokens', () => {
  const base64UrlJson = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const adminClaims = () => ({
    iss: accessTokenIssuer,
    aud: accessTokenAudience,
    sub: randomUUID(),
    email: 'forger@example.org',
    roles: ['admin'],
    aal: 'aal2',
    iat: Math.floor(Date.now() / 1000),
    exp: Math.floor(Date.now() / 1000) + 300,
  });

  function forgeries(): Record<string, string> {
    const unsignedNone = `${base64UrlJson({ alg: 'none', typ: accessTokenType })}.${base64UrlJson(adminClaims())}`;
    const hsUnsigned = `${base64UrlJson({ alg: 'HS256', typ: accessTokenType })}.${base64UrlJson(adminClaims())}`;
    const edUnsigned = `${base64UrlJson({ alg: 'EdDSA', typ: accessTokenType })}.${base64UrlJson(adminClaims())}`;
    const member = tokenFor(['member']).split('.');
    const otherEd25519 = generateKeyPairSync('ed25519').privateKey;
    return {
      'alg none': `${unsignedNone}.`,
      'alg none with a signature': `${unsignedNone}.${member[2]}`,
      'HS256 keyed with the public key': `${hsUnsigned}.${createHmac('sha256', signingPublicPem).update(hsUnsigned).digest('base64url')}`,
      'wrong issuer': signTestToken(
        { roles: ['admin'], iss: 'someone-else' },
        { privateKey: signingKey.privateKey },
      ),
      'wrong audience': signTestToken(
        { roles: ['admin'], aud: 'another-api' },
        { privateKey: signingKey.privateKey },
      ),
      expired: signTestToken(
        { roles: ['admin'] },
        { privateKey: signingKey.privateKey, expiresInSeconds: -120 },
      ),
      'issued in the future': signTestToken(
        { roles: ['admin'] },
        { privateKey: signingKey.privateKey, issuedAtOffsetSeconds: 600 },
      ),
      'another typ': signTestToken(
        { roles: ['admin'] },
        { privateKey: signingKey.privateKey, header: { typ: 'JWT' } },
      ),
      'member payload elevated to admin': `${member[0]}.${base64UrlJson({
        ...JSON.parse(Buffer.from(member[1] ?? '', 'base64url').toString()),
        roles: ['member', 'admin'],
        aal: 'aal2',
      })}.${member[2]}`,
      'signed by another Ed25519 key': signTestToken({ roles: ['admin'] }, { privateKey: otherEd25519 }),
      'signed by an RSA key (RS256)': signTestToken(
        { roles: ['admin'] },
        { privateKey: generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey },
      ),
      'EdDSA signature over other bytes': `${edUnsigned}.${sign(null, Buffer.from('other'), signingKey.privateKey).toString('base64url')}`,
    };
  }

  /** Signed-in routes where the site's own admin token is admitted (identity's also check the session). */
  const signedInRoutes = () => [
    adminApi.security.summary,
    adminRecordsApi.list('programs', storyRecordsKind),
  ];

  test('the valid admin token is admitted (the control)', async () => {
    for (const path of signedInRoutes())
      expect({ path, status: (await through(path, { token: adminToken() })).status }).toEqual({
        path,
        status: 200,
      });
  });

  test('every forgery gets 401 on signed-in routes, through the gateway and on the API host', async () => {
    const admitted: string[] = [];
    const routesToTry = signedInRoutes();
    const forged = Object.entries(forgeries());
    count('forged tokens', forged.length);
    count('forged-token requests', forged.length * routesToTry.length * 2);
    for (const [name, token] of forged) {
      for (const path of routesToTry) {
        for (const base of [gateway.href, site.apiUrl]) {
          const answer = await send(base, path, { token });
          if (answer.status !== 401 || !hasStandardErrorBody(answer))
            admitted.push(`${name} at ${base} ${path}: ${answer.status}`);
        }
      }
    }
    expect(admitted).toEqual([]);
  });
});

describe('relay attempts', () => {
  const elsewhere = () => `127.0.0.1:${canary.port}`;
  const close = 'Connection: close\r\n\r\n';
  /** Request targets an open proxy or open redirect would act on, sent with the right Host. */
  const relayTargets = () => [
    `http://${elsewhere()}/relayed`,
    `http://${elsewhere()}/api/marketing/vignettes`,
    `//${elsewhere()}/`,
    `//${elsewhere()}/%2e%2e`,
    `/%2f%2f${elsewhere()}/`,
    `/\\${elsewhere()}/`,
    `/api//${elsewhere()}/x`,
    `/api/http://${elsewhere()}/x`,
    `/vignettes/..%2f..%2f..%2f`,
    `${redirects[0]?.from}?next=//${elsewhere()}/`,
    `${redirects[0]?.from}//${elsewhere()}/`,
  ];
  /** Heads whose only foreign part is a header: the answer must not take its links from it. */
  const hostHeads = (host: string) => [
    `GET / HTTP/1.1\r\nHost: ${elsewhere()}\r\n${close}`,
    `GET ${marketingApi.vignettes.list} HTTP/1.1\r\nHost: ${elsewhere()}\r\n${close}`,
    `GET ${redirects[0]?.from} HTTP/1.1\r\nHost: ${elsewhere()}\r\n${close}`,
    `GET / HTTP/1.1\r\nHost: ${host}\r\nX-Forwarded-Host: ${elsewhere()}\r\nX-Original-URL: http://${elsewhere()}/\r\n${close}`,
  ];

  /** Where an answer sends the browser, when that is off the site. */
  function leavesSite(raw: string, host: string): string | null {
    const location = raw
      .split('\r\n\r\n', 1)[0]
      ?.match(/^location:\s*(.+)$/im)?.[1]
      ?.trim();
    if (!location) return null;
    const target = new URL(location, `http://${host}/`);
    return target.host === host ? null : location;
  }

  test.each([
    ['the gateway', () => gateway],
    ['the API host', () => new URL(site.apiUrl)],
  ])('%s fetches nothing elsewhere and redirects nowhere else', async (_name, target) => {
    const { host } = target();
    // The control: a plain request over the same raw connection is answered.
    const plain = await rawRequest(
      target(),
      freshClient().address,
      `GET /healthz HTTP/1.1\r\nHost: ${host}\r\n${close}`,
    );
    expect(plain.split('\r\n', 1)[0]).toMatch(/^HTTP\/1\.1 [24]\d\d/);
    const before = canary.connections();
    const heads = [
      ...relayTargets().map((path) => ({
        head: `GET ${path} HTTP/1.1\r\nHost: ${host}\r\n${close}`,
        hostOnly: false,
      })),
      ...hostHeads(host).map((head) => ({ head, hostOnly: true })),
      { head: `CONNECT ${elsewhere()} HTTP/1.1\r\nHost: ${elsewhere()}\r\n\r\n`, hostOnly: false },
      { head: `OPTIONS * HTTP/1.1\r\nHost: ${host}\r\n${close}`, hostOnly: false },
    ];
    const relayed: string[] = [];
    for (const { head, hostOnly } of heads) {
      count('relay attempts');
      const raw = await rawRequest(target(), freshClient().address, head);
      const statusLine = raw.split('\r\n', 1)[0] ?? '';
      const offSite = leavesSite(raw, host);
      const problem = raw.includes('canary')
        ? 'the canary answered'
        : offSite
          ? `redirected to ${offSite}`
          : /^HTTP\/1\.1 200 Connection/i.test(statusLine)
            ? 'tunnel opened'
            : hostOnly && raw.includes(elsewhere())
              ? 'the answer names the forged host'
              : null;
      if (problem) relayed.push(`${head.split('\r\n', 1)[0]}: ${statusLine}: ${problem}`);
    }
    expect(relayed).toEqual([]);
    expect(canary.connections()).toBe(before);
  });
});

describe('SSRF targets for the site audit crawler', () => {
  const refusedTargets = () => [
    `http://127.0.0.1:${embedded.port}/`,
    `http://[::1]:${embedded.port}/`,
    `http://localhost:${embedded.port}/`,
    `http://2130706433:${embedded.port}/`,
    `http://127.1:${embedded.port}/`,
    `http://0.0.0.0:${embedded.port}/`,
    `http://[::ffff:127.0.0.1]:${embedded.port}/`,
    `http://localhost.:${embedded.port}/`,
    'http://169.254.169.254.nip.io/latest/meta-data/',
    'http://169.254.169.254/latest/meta-data/',
    'http://[fd00:ec2::254]/latest/meta-data/',
    `http://127.0.0.1:${canary.port}/`,
    'https://example.org/',
    `http://user:secret@127.0.0.1:${new URL(frontOrigin).port}/`,
    'file:///etc/passwd',
    `gopher://127.0.0.1:${embedded.port}/_SELECT`,
    `ftp://127.0.0.1:${canary.port}/`,
    `dict://127.0.0.1:${embedded.port}/`,
  ];

  test('admin-only full runs and the public run refuse every off-site target with 400', async () => {
    const before = canary.connections();
    const admitted: string[] = [];
    for (const url of refusedTargets()) {
      count('SSRF targets refused (admin and public run each)');
      const full = await through(siteAuditApi.startFull, {
        token: adminToken(),
        body: { url, pageLimit: 5 },
      });
      const open = await through(siteAuditApi.start, { body: { url } });
      for (const [name, answer] of [
        ['full', full],
        ['public', open],
      ] as const) {
        if (answer.status !== 400 || !hasStandardErrorBody(answer))
          admitted.push(`${name} ${url}: ${answer.status}`);
      }
    }
    expect(admitted).toEqual([]);
    expect(canary.connections()).toBe(before);
  });

  test('a crawl of the site follows no link and no redirect off it', async () => {
    const before = canary.connections();
    const started = await through(siteAuditApi.startFull, {
      token: adminToken(),
      body: { url: `${frontOrigin}/`, pageLimit: 10 },
    });
    expect(started.status).toBe(202);
    const { id } = json<{ id: string }>(started);
    const run = await eventually(async () => {
      const answer = await through(siteAuditApi.run(id));
      const body = json<{ status: string; issues: { type: string; url: string }[] }>(answer);
      return body.status === 'running' ? undefined : body;
    }, 60_000);
    const offOrigin = new Set(
      run.issues.filter((issue) => issue.type === 'redirect-off-origin').map((issue) => issue.url),
    );
    expect([...offOrigin].sort()).toEqual(
      ['/leave', '/leave-for-metadata', '/leave-protocol-relative'].map((path) => `${frontOrigin}${path}`),
    );
    // The control: the crawler did reach the site and each path that redirects off it.
    expect(frontRequests).toEqual(
      expect.arrayContaining([
        '/robots.txt',
        '/',
        '/leave',
        '/leave-for-metadata',
        '/leave-protocol-relative',
      ]),
    );
    expect(canary.connections()).toBe(before);
  });
});

describe('stored XSS', () => {
  /** Pages rendered after the payloads were stored: every page of the site map without parameters. */
  const staticPages = () => routes.map((route) => route.path).filter((path) => !path.includes(':'));
  const vignetteSlugs: string[] = [];
  const findings: string[] = [];
  const outcomes = { stored: 0, refused: 0 };

  function record(what: string, answer: Answer): void {
    const field = what.replace(/ \d+/, '');
    if (answer.status < 300) {
      outcomes.stored += 1;
      count(`XSS stored (${field})`);
    } else if (answer.status === 400 || answer.status === 422) {
      outcomes.refused += 1;
      count(`XSS refused (${field})`);
    } else findings.push(`${what}: answered ${answer.status} ${answer.text.slice(0, 200)}`);
  }

  /** Each single-line field gets the payload when it fits; a marker tells the pages apart. */
  const markedField = (marker: string, payload: string, max: number) => {
    const value = `${marker} ${payload}`;
    return value.length <= max ? value : marker;
  };

  test('each payload, unescaped in a page, is found executable (the detector works)', () => {
    const missed = xssPayloads.filter((payload) => {
      const page = `<!doctype html><html lang="en"><head><title>t</title></head><body><main>${payload}</main></body></html>`;
      // Mutation payloads turn executable once parsed and written out, as a sanitiser does.
      return [page, reparsed(page)].every((html) => executableContentIn(html, gateway.href).length === 0);
    });
    expect(missed).toEqual([]);
  });

  test('the admin editor: vignettes with a payload in every field are stored sanitised', async () => {
    const token = adminToken();
    for (const [index, payload] of xssPayloads.entries()) {
      const marker = `xss${index}marker`;
      const slug = `security-xss-${index}`;
      const body = {
        title: markedField(marker, payload, 200),
        slug,
        excerpt: markedField(marker, payload, 500),
        seoDescription: markedField(marker, payload, 300),
        content: `<p>${marker}</p>${payload}<p>after</p>`,
        tags: [payload.slice(0, 40).trim() || 'tag'],
        readTime: 3,
        author: markedField(marker, payload, 120),
        status: 'published',
      };
      let answer = await through(marketingApi.vignettes.list, { token, body });
      if (answer.status === 400 || answer.status === 422) {
        // A field refused the payload: the rich-text body alone must still be taken and cleaned.
        answer = await through(marketingApi.vignettes.list, {
          token,
          body: {
            ...body,
            title: marker,
            excerpt: marker,
            seoDescription: marker,
            author: 'Tester',
            tags: [],
          },
        });
      }
      record(`vignette ${index}`, answer);
      if (answer.status !== 201) continue;
      vignetteSlugs.push(slug);
      const stored = json<{ vignette: { content: string } }>(
        await through(marketingApi.vignettes.bySlug(slug)),
      ).vignette.content;
      for (const finding of executableContentIn(stored, null))
        findings.push(`stored vignette ${index}: ${finding}`);
    }
    expect(vignetteSlugs.length).toBe(xssPayloads.length);
  });

  test('public forms: contact, newsletter name, story submission, survey free text', async () => {
    for (const [index, payload] of xssPayloads.entries()) {
      const email = `xss${index}@example.org`;
      record(
        `contact ${index} in every field`,
        await through(marketingApi.contact.send, {
          body: { name: payload, email, organization: payload, subject: payload, message: payload },
        }),
      );
      record(
        `contact ${index} in the message`,
        await through(marketingApi.contact.send, { body: { name: 'Tester', email, message: payload } }),
      );
      record(
        `newsletter ${index}`,
        await through(marketingApi.newsletter.join, {
          body: {
            email,
            name: payload,
            metadata: { organization: payload, interests: ['research'], source: newsletterJoinSource },
            consent: true,
          },
        }),
      );
      record(
        `story ${index}`,
        await through(programsApi.stories.submit, {
          body: {
            name: payload.slice(0, 100),
            email,
            storyType: 'personal',
            storyTitle: payload.slice(0, 100).padEnd(5, '.'),
            storyContent: `${payload} ${'A story about assistive technology. '.repeat(8)}`.slice(0, 2000),
            consentPublish: true,
            consentContact: false,
          },
        }),
      );
      const survey = freshClient().dispatcher;
      const started = await through(surveyApi.start, { method: 'POST', dispatcher: survey });
      expect(started.status).toBe(201);
      const answers = exampleSurveyAnswers();
      record(
        `survey ${index}`,
        await through(surveyApi.submit, {
          dispatcher: survey,
          body: {
            sessionId: json<{ sessionId: string }>(started).sessionId,
            sections: {
              ...answers,
              dataPractices: { ...answers.dataPractices, additional_comments: payload },
              finalFeedback: {
                ...answers.finalFeedback,
                other_feedback: payload,
                concerns_about_efforts: payload,
              },
              demographics: {
                ...answers.demographics,
                gender: 'self-describe',
                gender_self_describe: payload,
              },
            },
          },
        }),
      );
    }
    expect(findings).toEqual([]);
    expect(outcomes.stored).toBeGreaterThan(xssPayloads.length * 2);
  });

  test('what admins read back is JSON, never a page a browser would run', async () => {
    const token = adminToken();
    for (const path of [
      adminRecordsApi.list('marketing', marketingRecordKinds.contactMessages),
      adminRecordsApi.list('programs', storyRecordsKind),
      adminRecordsApi.list('survey', surveyResponseRecordsKind),
      adminRecordsApi.list('marketing', marketingRecordKinds.vignettes),
    ]) {
      const answer = await through(path, { token });
      expect({ path, status: answer.status }).toEqual({ path, status: 200 });
      expect(String(answer.headers['content-type'])).toMatch(/^application\/json/);
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  test('the mail the payloads caused is plain text, or HTML without anything executable', async () => {
    const mails = await database.query<{ template: string; html_body: string | null }>(
      'select template, html_body from mail.outbox',
    );
    count('mails checked', mails.rows.length);
    expect(mails.rows.length).toBeGreaterThan(xssPayloads.length);
    for (const { template, html_body: html } of mails.rows) {
      for (const finding of executableContentIn(html ?? '', null))
        findings.push(`mail ${template}: ${finding}`);
    }
    expect(findings).toEqual([]);
  });

  test('the vignette feed carries the payloads as escaped text, never as markup', async () => {
    const answer = await through(vignetteFeed.path);
    expect(answer.status).toBe(200);
    expect(answer.text).toMatch(/xss\d+marker/);
    // Atom's own elements only: an unescaped payload would add elements of its own (script, img, svg...).
    const atomElements = new Set(
      'feed title subtitle link id updated published author name uri email entry summary content category generator icon logo rights'.split(
        ' ',
      ),
    );
    const foreign = [...answer.text.matchAll(/<([A-Za-z][\w:.-]*)/g)]
      .map((match) => match[1] ?? '')
      .filter((name) => !atomElements.has(name));
    expect([...new Set(foreign)]).toEqual([]);
  });

  test('no rendered page holds an executable payload', async () => {
    const pages = [...staticPages(), ...vignetteSlugs.map((slug) => pathTo('/vignettes/:slug', { slug }))];
    count('rendered pages checked', pages.length);
    for (const page of pages) {
      const answer = await through(page, { headers: { accept: 'text/html' } });
      if (answer.status >= 500) findings.push(`${page}: answered ${answer.status}`);
      for (const finding of executableContentIn(answer.text, new URL(page, gateway).href))
        findings.push(`${page}: ${finding}`);
    }
    // The vignette pages were rendered on the server with their stored fields (not the empty fallback).
    for (const slug of vignetteSlugs) {
      const html = (await through(pathTo('/vignettes/:slug', { slug }))).text;
      expect({ slug, rendered: html.includes(`xss${slug.split('-').pop()}marker`) }).toEqual({
        slug,
        rendered: true,
      });
    }
    expect(findings).toEqual([]);
  });
});

describe('webhook replays', () => {
  function signed(payload: string, options: { secret?: string; timestamp?: number } = {}): string {
    return Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: options.secret ?? webhookSecret,
      timestamp: options.timestamp,
    });
  }
  const post = (payload: string, signature: string) =>
    through(paymentsApi.stripeWebhook, {
      body: payload,
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    });

  test('a signed fulfilment replayed, re-sent, aged or badly signed fulfils once', async () => {
    const email = `replay-${randomUUID()}@example.org`;
    const created = await through(paymentsApi.checkouts.create, {
      body: { type: 'donation', amount: 25, email },
    });
    expect(created.status).toBe(201);
    const { checkoutId } = json<{ checkoutId: string }>(created);
    const row = (
      await database.query<{ provider_session_id: string; amount: number; currency: string }>(
        'select provider_session_id, amount, currency from payments.checkouts where id = $1',
        [checkoutId],
      )
    ).rows[0];
    if (!row) throw new Error('checkout not stored');
    const event = (id: string) =>
      JSON.stringify({
        id,
        object: 'event',
        api_version: Stripe.API_VERSION,
        created: Math.floor(Date.now() / 1000),
        livemode: false,
        type: 'checkout.session.completed',
        data: {
          object: {
            id: row.provider_session_id,
            object: 'checkout.session',
            client_reference_id: checkoutId,
            status: 'complete',
            payment_status: 'paid',
            payment_intent: `pi_local_${randomBytes(12).toString('hex')}`,
            customer_email: email,
            amount_total: row.amount,
            currency: row.currency,
          },
        },
      });
    const fulfilments = async () => {
      const receipts = await database.query<{ n: number }>(
        `select count(*)::int as n from mail.outbox where to_address = $1 and template = 'payment-receipt'`,
        [email],
      );
      const checkout = await database.query<{ status: string; paid_at: Date | null }>(
        'select status, paid_at from payments.checkouts where id = $1',
        [checkoutId],
      );
      return { receipts: receipts.rows[0]?.n, ...checkout.rows[0] };
    };

    // Bad signatures first: nothing may happen.
    const first = event(`evt_security_${randomUUID()}`);
    expect((await post(first, signed(first, { secret: 'whsec_someone_else' }))).status).toBe(400);
    expect((await post(first, signed(`${first} `))).status).toBe(400);
    expect((await post(first, 't=1,v1=00')).status).toBe(400);
    expect(
      (await post(first, signed(first, { timestamp: Math.floor(Date.now() / 1000) - 3600 }))).status,
    ).toBe(400);
    expect(await fulfilments()).toMatchObject({ receipts: 0, status: 'pending', paid_at: null });

    expect((await post(first, signed(first))).status).toBe(200);
    const paid = await fulfilments();
    expect(paid).toMatchObject({ receipts: 1, status: 'paid' });

    // Acknowledged, so the provider stops retrying, and applied no second time: the same delivery again
    // (a retry), the same bytes signed anew, and another event for the same paid session.
    const another = event(`evt_security_${randomUUID()}`);
    const replays = [
      await post(first, signed(first)),
      await post(first, signed(first, { timestamp: Math.floor(Date.now() / 1000) + 5 })),
      await post(another, signed(another)),
    ];
    expect(replays.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect((await post(another, signed(another, { timestamp: 1_600_000_000 }))).status).toBe(400);
    expect(await fulfilments()).toEqual(paid);
  });
});

describe('admin routes from the services’ admin OpenAPI documents', () => {
  const httpMethods = ['get', 'put', 'post', 'delete', 'patch'];
  const operations: { method: string; path: string }[] = [];

  beforeAll(async () => {
    for (const service of Object.keys(site.schemas)) {
      const document = await through(`/api/${service}/openapi.admin.json`, { token: adminToken() });
      expect({ service, status: document.status }).toEqual({ service, status: 200 });
      operations.push({ method: 'GET', path: `/api/${service}/openapi.admin.json` });
      const paths = json<{ paths?: Record<string, Record<string, unknown>> }>(document).paths ?? {};
      for (const [path, item] of Object.entries(paths)) {
        for (const method of httpMethods.filter((m) => m in item)) {
          // Path parameters filled in: the guard answers before any validation.
          operations.push({ method: method.toUpperCase(), path: path.replace(/\{\w+\}/g, 'x') });
        }
      }
    }
  });

  test.each([
    ['no token', () => undefined, 401],
    ['a member token', () => tokenFor(['member'], 'aal2'), 403],
    ['an account without roles', () => tokenFor([], 'aal2'), 403],
    ['an admin token without aal2', () => tokenFor(['admin', 'member'], 'aal1'), 403],
  ])('with %s every admin route refuses', async (_who, token, expected) => {
    expect(operations.length).toBeGreaterThan(Object.keys(site.schemas).length);
    count('admin route requests refused', operations.length);
    figures['admin operations (documents included)'] = operations.length;
    const admitted: string[] = [];
    for (const { method, path } of operations) {
      const answer = await through(path, { method, token: token(), body: method === 'GET' ? undefined : {} });
      if (answer.status !== expected || !hasStandardErrorBody(answer))
        admitted.push(`${method} ${path}: ${answer.status}`);
    }
    expect(admitted).toEqual([]);
  });
});

describe('internal routes from outside', () => {
  const internalPaths = (service: string) => [
    `/api/${service}/internal/anything`,
    `/api/${service}/internal`,
    `/api/${service}/%69nternal/anything`,
    `/api/${service}/%2569nternal/anything`,
    `/api/${service}//internal/anything`,
    `/api/${service}/./internal/anything`,
    `/api/${service}/x/../internal/anything`,
  ];

  test('the known internal routes answer on the API host with the internal token (the control)', async () => {
    for (const path of [paymentsApi.internal.pseudonymise, identityApi.internal.roleGrants]) {
      const answer = await send(site.apiUrl, path, { body: {}, token: internalApiToken });
      expect({ path, status: answer.status }).toEqual({ path, status: 400 });
    }
  });

  test('every service’s /internal/ is 404 through the gateway, even with the internal token', async () => {
    const reached: string[] = [];
    const paths = [
      paymentsApi.internal.pseudonymise,
      identityApi.internal.roleGrants,
      ...Object.keys(site.schemas).flatMap(internalPaths),
    ];
    count(
      'internal paths tried through the gateway (GET and POST, with and without the token)',
      paths.length,
    );
    for (const path of paths) {
      for (const method of ['GET', 'POST']) {
        for (const token of [undefined, internalApiToken]) {
          const answer = await through(path, { method, token, body: method === 'POST' ? {} : undefined });
          if (answer.status !== 404 || !hasStandardErrorBody(answer))
            reached.push(`${method} ${path}${token ? ' with the token' : ''}: ${answer.status}`);
        }
      }
    }
    expect(reached).toEqual([]);
  });
});
