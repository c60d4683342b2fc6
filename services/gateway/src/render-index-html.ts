import {
  queryStateElementId,
  type RemotesManifest,
  remotesManifestElementId,
  routeTableElementId,
} from '@gbc/site-map';
import type { Request, RequestHandler, Response } from 'express';
import { cacheControl } from './cache-policy.js';
import { escapeMarkup } from './escape-markup.js';
import { headTagsFor } from './head-tags.js';
import type { PageMeta, PageMetaResolver } from './page-meta.js';
import { jsonForScript, type PageRenderer, type RenderedPage } from './rendering/page-renderer.js';
import type { CurrentRouteTable, RouteTableSource } from './route-table/route-table-source.js';
import { cspNonceOf } from './security-headers.js';
import type { ShellTemplate, ShellTemplateLoader } from './shell-template.js';

const shellNotBuiltMessage =
  'The site shell has not been built yet. Run `npm run build` (or `npm start`, which builds it) and reload.';

interface RenderDeps {
  loadShellTemplate: ShellTemplateLoader;
  resolvePageMeta: PageMetaResolver;
  /** From configuration only: a Host header is the client's to choose. */
  publicOrigin: string;
  /** Server rendering; without it every page is rendered in the browser. */
  renderer?: PageRenderer;
  /** The remotes manifest inlined into each page, so the shell does not wait for `/remotes.json`. */
  listRemotes: () => Promise<RemotesManifest>;
  /** The merged route table: the page's status and meta come from it, and it is inlined for the shell. */
  routeTable: RouteTableSource;
}

function jsonScript(id: string, json: string): string {
  return `<script type="application/json" id="${id}">${json}</script>`;
}

/**
 * Tags every page carries: the CSP nonce for styles the browser adds later (styled-components reads
 * `meta[property="csp-nonce"]`), the remotes manifest and the route table the shell matches against.
 */
function pageTags(nonce: string, remotes: RemotesManifest, routes: CurrentRouteTable): string {
  return [
    `<meta property="csp-nonce" nonce="${escapeMarkup(nonce)}" />`,
    jsonScript(remotesManifestElementId, jsonForScript(remotes)),
    jsonScript(routeTableElementId, routes.json),
  ].join('\n    ');
}

/**
 * The page's meta (site map and owning service: type, image) with the status, title and description the
 * rendered page itself declared, which describe what the visitor actually gets.
 */
function renderedMeta(resolved: PageMeta, page: RenderedPage): PageMeta {
  const own = page.meta;
  return {
    ...resolved,
    status: page.status,
    indexable: resolved.indexable && page.status === 200,
    title: own?.title ?? resolved.title,
    description: own?.description ?? resolved.description,
    alternates: own?.alternates,
  };
}

interface AssembledPage {
  template: ShellTemplate;
  common: string;
  metaKey: string;
  /** The page's HTML split at the nonce placeholder: joined with each response's own nonce. */
  parts: string[];
}

/**
 * Cached renders assembled into the shell's template, reused while the template, the common tags and
 * the meta they were assembled with stay the same: a cached page then costs one join per response.
 */
const assembledPages = new WeakMap<RenderedPage, AssembledPage>();

function serverRenderedHtml(
  template: ShellTemplate,
  page: RenderedPage,
  meta: PageMeta,
  tags: {
    origin: string;
    remotes: RemotesManifest;
    routes: CurrentRouteTable;
    nonce: string;
    nonceToken: string;
  },
): string {
  // Every nonce, the common tags' too, is the placeholder until the response's own is joined in.
  const common = pageTags(tags.nonceToken, tags.remotes, tags.routes);
  const metaKey = JSON.stringify(meta);
  let assembled = assembledPages.get(page);
  if (assembled?.template !== template || assembled.common !== common || assembled.metaKey !== metaKey) {
    const head = [
      headTagsFor(meta, tags.origin),
      common,
      page.styleTags,
      jsonScript(queryStateElementId, page.queryStateJson),
    ].join('\n    ');
    assembled = {
      template,
      common,
      metaKey,
      parts: template.renderWithRoot(head, page.html).split(tags.nonceToken),
    };
    assembledPages.set(page, assembled);
  }
  return assembled.parts.join(tags.nonce);
}

/** Where a page's HTML came from, as the `render` metric of its Server-Timing header. */
export type PageSource = 'cache' | 'server' | 'browser';

/**
 * `render;desc="cache"` (the rendered-page cache), `"server"` (rendered for this request) or `"browser"`
 * (left to the browser), with the milliseconds it took: what a load test and the browser's dev tools
 * read to tell how often pages come from the cache. Nothing personal: pages render as anonymous visitors.
 */
export function serverTiming(source: PageSource, ms: number): string {
  return `render;desc="${source}";dur=${ms.toFixed(1)}`;
}

function send(req: Request, res: Response, status: number, html: string, timing: string): void {
  res
    .vary('Accept')
    .status(status)
    .type('html')
    .set('Cache-Control', cacheControl.revalidate)
    .set('Server-Timing', timing);
  res.send(req.method === 'HEAD' ? '' : html);
}

/**
 * Every page of the site: rendered on the server when it can be (HTML, styles and data in the
 * response, title, meta tags and status from the render), else the shell's index.html with the page's
 * meta from the site map and the services, rendered in the browser. Both carry the CSP nonce and the
 * remotes manifest.
 */
export function renderIndexHtml({
  loadShellTemplate,
  resolvePageMeta,
  publicOrigin,
  renderer,
  listRemotes,
  routeTable,
}: RenderDeps): RequestHandler {
  return async (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !req.accepts('html')) {
      next();
      return;
    }
    const template = await loadShellTemplate();
    if (!template) {
      res.status(503).type('text/plain').set('Cache-Control', 'no-store').send(shellNotBuiltMessage);
      return;
    }
    const nonce = cspNonceOf(res);
    const routes = await routeTable.current();
    const remotes = await listRemotes();
    // The owning service's answer (og:type, image) counts for a rendered page too; both run at once.
    const renderStartedAt = performance.now();
    const [resolved, rendered] = await Promise.all([
      resolvePageMeta(req.path, routes.table.routes),
      renderer?.render(req.originalUrl, routes).then((outcome) => {
        const ms = performance.now() - renderStartedAt;
        return outcome && { ...outcome, ms };
      }) ?? null,
    ]);
    if (rendered && renderer) {
      const meta = renderedMeta(resolved, rendered.page);
      const html = serverRenderedHtml(template, rendered.page, meta, {
        origin: publicOrigin,
        remotes,
        routes,
        nonce,
        nonceToken: renderer.nonceToken,
      });
      send(req, res, meta.status, html, serverTiming(rendered.fromCache ? 'cache' : 'server', rendered.ms));
      return;
    }
    send(
      req,
      res,
      resolved.status,
      template.render(`${headTagsFor(resolved, publicOrigin)}\n    ${pageTags(nonce, remotes, routes)}`),
      serverTiming('browser', performance.now() - renderStartedAt),
    );
  };
}
