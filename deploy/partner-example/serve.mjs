import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';

/*
 * Serves the example partner page on an origin of its own (`npm run partner-example`), its script tag
 * pointed at the site to embed from: SITE_ORIGIN (default http://localhost:8080, `npm start`'s), on
 * PORT (default 8090; 0 picks a free one). The embed's end-to-end test runs it the same way.
 */

/** The origin `index.html` names; serving replaces it with SITE_ORIGIN. */
const writtenSiteOrigin = 'http://localhost:8080';
const siteOrigin = process.env.SITE_ORIGIN ?? writtenSiteOrigin;
const page = new URL('./index.html', import.meta.url);

const server = createServer(async (req, res) => {
  if (req.method !== 'GET' || new URL(req.url ?? '/', 'http://partner.invalid').pathname !== '/') {
    res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
    return;
  }
  const html = (await readFile(page, 'utf8')).replaceAll(writtenSiteOrigin, siteOrigin);
  res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' }).end(html);
});

server.listen(Number(process.env.PORT ?? 8090), () => {
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  process.stdout.write(`Example partner page at http://localhost:${port}/ embedding from ${siteOrigin}\n`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
