import type { RequestHandler } from 'express';

/** Admin, QA and system pages and the raw API are not for search engines. */
const disallowedPrefixes = ['/admin', '/site-audit', '/__health', '/__safe', '/api/'];

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...disallowedPrefixes.map((prefix) => `Disallow: ${prefix}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

/** `publicOrigin` comes from configuration only: a Host header is the client's to choose. */
export function serveRobotsTxt(publicOrigin: string): RequestHandler {
  const body = robotsTxt(publicOrigin);
  return (_req, res) => {
    res.type('text/plain').set('Cache-Control', 'public, max-age=3600').send(body);
  };
}
