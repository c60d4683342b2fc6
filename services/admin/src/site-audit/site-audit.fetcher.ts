import { Agent as HttpAgent, request as httpRequest, type IncomingMessage } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { type AuditSite, checkAuditUrl, guardedLookup } from './site-audit.url-rules.js';

/** How one request of a crawl is bounded. */
export interface FetchLimits {
  timeoutMs: number;
  /** Bodies beyond this are cut off and the request counts as failed. */
  maxBodyBytes: number;
  /** Same-origin redirects followed before giving up. */
  maxRedirects: number;
}

export const crawlerUserAgent = 'GBC-SiteAudit/1.0';

/** What one request came to, after the redirects on the site's origin. */
export type FetchOutcome =
  | {
      kind: 'response';
      url: string;
      status: number;
      contentType: string;
      body: string | null;
      loadTime: number;
    }
  | { kind: 'redirect-refused'; url: string; location: string; loadTime: number }
  | { kind: 'failed'; url: string; message: string; loadTime: number };

const redirectStatuses = new Set([301, 302, 303, 307, 308]);

/**
 * Requests on the audited site only: every connection goes through `guardedLookup`, every URL
 * (the first and each redirect's target) through `checkAuditUrl`, so nothing leaves the site's origin.
 * Sockets are kept alive within one crawl and closed with `close()`.
 */
export function createSiteFetcher(site: AuditSite, limits: FetchLimits, signal: AbortSignal) {
  const lookup = guardedLookup(site);
  const agents = { http: new HttpAgent({ keepAlive: true }), https: new HttpsAgent({ keepAlive: true }) };

  const once = (url: URL, method: 'GET' | 'HEAD', readBody: boolean) =>
    new Promise<{ response: IncomingMessage; body: string | null }>((resolve, reject) => {
      const secure = url.protocol === 'https:';
      const request = (secure ? httpsRequest : httpRequest)(url, {
        method,
        agent: secure ? agents.https : agents.http,
        lookup,
        signal: AbortSignal.any([signal, AbortSignal.timeout(limits.timeoutMs)]),
        headers: { 'user-agent': crawlerUserAgent, accept: 'text/html,*/*;q=0.8' },
      });
      request.on('error', reject);
      request.on('response', (response) => {
        // Only text is read (pages, robots.txt); images and downloads are drained unread.
        const text = (response.headers['content-type'] ?? '').startsWith('text/');
        if (!readBody || !text || method === 'HEAD') {
          response.resume();
          response.on('end', () => resolve({ response, body: null }));
          response.on('error', reject);
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > limits.maxBodyBytes) {
            response.destroy(new Error(`the page is larger than ${limits.maxBodyBytes} bytes`));
            return;
          }
          chunks.push(chunk);
        });
        response.on('end', () => resolve({ response, body: Buffer.concat(chunks).toString('utf8') }));
        response.on('error', reject);
      });
      request.end();
    });

  /** GET (or HEAD) `start`, following redirects that stay on the site; never throws. */
  async function fetchOnSite(start: string, method: 'GET' | 'HEAD' = 'GET'): Promise<FetchOutcome> {
    const began = performance.now();
    const elapsed = () => Math.round(performance.now() - began);
    let current = start;
    for (let hop = 0; hop <= limits.maxRedirects; hop += 1) {
      const verdict = checkAuditUrl(current, site);
      if (!verdict.ok)
        return { kind: 'redirect-refused', url: start, location: current, loadTime: elapsed() };
      try {
        const { response, body } = await once(verdict.url, method, method === 'GET');
        const status = response.statusCode ?? 0;
        const location = response.headers.location;
        if (redirectStatuses.has(status) && location) {
          current = new URL(location, verdict.url).href;
          continue;
        }
        const contentType = response.headers['content-type'] ?? '';
        return { kind: 'response', url: verdict.url.href, status, contentType, body, loadTime: elapsed() };
      } catch (error) {
        const message = signal.aborted
          ? 'The audit was stopped'
          : error instanceof Error && error.name === 'TimeoutError'
            ? `No answer within ${limits.timeoutMs} ms`
            : error instanceof Error
              ? error.message
              : String(error);
        return { kind: 'failed', url: start, message, loadTime: elapsed() };
      }
    }
    return {
      kind: 'failed',
      url: start,
      message: `More than ${limits.maxRedirects} redirects`,
      loadTime: elapsed(),
    };
  }

  return {
    fetchOnSite,
    close() {
      agents.http.destroy();
      agents.https.destroy();
    },
  };
}

export type SiteFetcher = ReturnType<typeof createSiteFetcher>;
