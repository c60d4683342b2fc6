import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendJsonError } from './json-error.js';
import type { ServerBundles } from './rendering/server-bundles.js';
import type { ShellTemplateLoader } from './shell-template.js';

/** What a not-ready gateway asks its prober to wait before asking again. */
const notReadyRetryAfterSeconds = 5;

export interface GatewayHealthOptions {
  loadShellTemplate: ShellTemplateLoader;
  /** Absent when server rendering is off: then the shell template alone makes the gateway ready. */
  bundles?: ServerBundles;
}

/** `/healthz` and `/readyz` of the gateway, answered before Express like the API (probes come often). */
export const healthPaths = new Set(['/healthz', '/readyz']);

function sendOk(res: ServerResponse, body: object): void {
  res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(JSON.stringify(body));
}

/**
 * `/healthz`: the process answers. `/readyz`: it can serve pages as built, that is the shell's
 * template is loaded and, with server rendering on, the shell's server build is loaded and the
 * remotes' server builds found are warmed (the first check after start); until then 503 with
 * `Retry-After`, so an orchestrator sends no visitor to a gateway that would render in the browser only.
 */
export function createHealthHandler({ loadShellTemplate, bundles }: GatewayHealthOptions) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      sendJsonError(res, 405, 'Use GET.', { headers: { Allow: 'GET, HEAD' } });
      return;
    }
    const path = (req.url ?? '/').split('?')[0];
    if (path === '/healthz') {
      sendOk(res, { status: 'ok' });
      return;
    }
    const notReady = (message: string) =>
      sendJsonError(res, 503, message, { headers: { 'Retry-After': String(notReadyRetryAfterSeconds) } });
    try {
      if (!(await loadShellTemplate())) return notReady('The shell build is not there yet.');
      if (!bundles) return sendOk(res, { status: 'ok', details: { serverRendering: false } });
      const target = await bundles.current();
      if (!target) return notReady('The server builds are not loaded yet.');
      sendOk(res, { status: 'ok', details: { serverRendering: true, builds: target.version } });
    } catch {
      notReady('The builds could not be read.');
    }
  };
}
