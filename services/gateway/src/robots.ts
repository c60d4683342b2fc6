import type { RequestHandler } from 'express';
import { publicOriginOf } from './public-origin.js';

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

export function serveRobotsTxt(configuredOrigin: string | undefined): RequestHandler {
  return (req, res) => {
    res
      .type('text/plain')
      .set('Cache-Control', 'public, max-age=3600')
      .send(robotsTxt(publicOriginOf(req, configuredOrigin)));
  };
}
