import { randomUUID } from 'node:crypto';
import type { RenderedPageMeta, ServerRenderResult } from '@gbc/site-map';
import type { GatewayLogger } from '../logger.js';
import type { CurrentRouteTable } from '../route-table/route-table-source.js';
import { RenderedPageCache } from './rendered-page-cache.js';
import type { RenderTarget, ServerBundles } from './server-bundles.js';

/** Spec'd budget of a warm render; past it the visitor gets the client-rendered page at once. */
export const defaultRenderBudgetMs = 300;
/** Renders at the same time; more would only queue on two cores and blow every budget. */
export const defaultMaxConcurrentRenders = 8;
/** A render of a stale page nobody waits for (its stale copy is served meanwhile) may take this long. */
export const refreshBudgetMs = 10_000;

/** A server-rendered page, ready to be put into the shell's index.html. */
export interface RenderedPage {
  status: 200 | 404;
  /** Inner HTML of `#root`. */
  html: string;
  styleTags: string;
  /** Dehydrated query state as JSON, escaped for a `<script type="application/json">`. */
  queryStateJson: string;
  meta: RenderedPageMeta | null;
}

/** A server-rendered page and whether it came from the cache (else it was rendered for this request). */
export interface PageRender {
  page: RenderedPage;
  fromCache: boolean;
}

export interface PageRenderer {
  /**
   * The page at `url` (path and query), or null when it must be rendered in the browser: no server
   * build, a render error, over budget, or too many renders at once. Null is logged with its reason.
   * Every `nonceToken` in the page stands for the response's CSP nonce. `routes` is the route table the
   * page is served with. Concurrent requests for one page share one render, and its `fromCache`.
   */
  render(url: string, routes: CurrentRouteTable): Promise<PageRender | null>;
  /** Forgets every rendered page (content was published, changed or withdrawn). */
  invalidate(): void;
  /** Forgets the rendered pages at these paths, whatever their query string. */
  invalidatePaths(paths: readonly string[]): void;
  readonly nonceToken: string;
}

interface PageRendererOptions {
  bundles: ServerBundles;
  logger: GatewayLogger;
  budgetMs?: number;
  maxConcurrent?: number;
  /**
   * Whether rendered pages may be kept now; default always. False while the page-change listener is
   * down: a change announced meanwhile would not reach this cache.
   */
  canCache?: () => boolean;
  /** The cache's clock. */
  now?: () => number;
}

/** JSON that cannot end its `<script>` element or open a comment, whatever strings it holds. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value ?? null)
    .replaceAll('<', '\\u003c')
    .replaceAll('>', '\\u003e')
    .replaceAll('&', '\\u0026')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
}

class RenderTimeout extends Error {
  override readonly name = 'RenderTimeout';
}

function toPage(result: ServerRenderResult): RenderedPage {
  return {
    status: result.status,
    html: result.html,
    styleTags: result.styleTags,
    queryStateJson: jsonForScript(result.queryState),
    meta: result.meta,
  };
}

/**
 * Server rendering with its safety rails: a time budget (the render is aborted past it), a cap on
 * concurrent renders, one render per page at a time (concurrent requests share it), and a cache of
 * pages by URL and build version. A page past its TTL is served stale while one render in the
 * background replaces it, so a busy gateway keeps serving pages from the cache. Any failure means
 * "render in the browser", never an error page.
 */
export function createPageRenderer({
  bundles,
  logger,
  budgetMs = defaultRenderBudgetMs,
  maxConcurrent = defaultMaxConcurrentRenders,
  canCache = () => true,
  now,
}: PageRendererOptions): PageRenderer {
  // The same placeholder in every cached page; only this process knows it, so content cannot forge it.
  const nonceToken = `gbc-nonce-${randomUUID()}`;
  const cache = new RenderedPageCache<RenderedPage>({ now });
  const inFlight = new Map<string, Promise<PageRender | null>>();
  const refreshing = new Set<string>();
  let rendersRunning = 0;
  /** Counts invalidations, so that a refresh begun before one does not put the old content back. */
  let generation = 0;

  /** Renders a stale page again for the cache; nobody waits for it, so failures are only logged. */
  function refresh(cacheKey: string, url: string, routes: CurrentRouteTable, target: RenderTarget): void {
    if (refreshing.has(cacheKey)) return;
    refreshing.add(cacheKey);
    const startedIn = generation;
    target.bundle
      .render({
        url,
        nonce: nonceToken,
        signal: AbortSignal.timeout(refreshBudgetMs),
        routeTable: routes.table,
      })
      .then((result) => {
        if (result.dataComplete && canCache() && generation === startedIn)
          cache.set(cacheKey, toPage(result));
      })
      .catch((error: unknown) => logger.warn(`Rendering ${url} again for the cache failed`, error))
      .finally(() => refreshing.delete(cacheKey));
  }

  function fallBack(url: string, reason: string, error?: unknown): null {
    if (error === undefined) logger.warn(`Server render of ${url} fell back to the browser: ${reason}`);
    else logger.warn(`Server render of ${url} fell back to the browser: ${reason}`, error);
    return null;
  }

  async function renderWithinBudget(
    url: string,
    routes: CurrentRouteTable,
    startedAt: number,
  ): Promise<PageRender | null> {
    const controller = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    const overBudget = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => {
        const timeout = new RenderTimeout(`no page within ${budgetMs} ms`);
        controller.abort(timeout);
        reject(timeout);
      }, budgetMs);
    });
    try {
      const target = await Promise.race([bundles.current(), overBudget]);
      // Not built (logged once by the bundles): the browser renders, as before server rendering existed.
      if (!target) return null;
      const cacheKey = `${target.version}#${routes.version}\n${url}`;
      const cached = canCache() ? cache.get(cacheKey) : undefined;
      if (cached) {
        if (cached.stale) refresh(cacheKey, url, routes, target);
        return { page: cached.value, fromCache: true };
      }
      // Only renders count: pages from the cache cost next to nothing, however many are asked for at once.
      if (rendersRunning >= maxConcurrent) return fallBack(url, `${maxConcurrent} renders already running`);
      rendersRunning += 1;
      const rendering = target.bundle.render({
        url,
        nonce: nonceToken,
        signal: controller.signal,
        routeTable: routes.table,
      });
      // Past the budget nobody awaits the render any more; its late failure is expected, not unhandled.
      rendering.catch(() => undefined);
      const result = await Promise.race([rendering, overBudget]).finally(() => {
        rendersRunning -= 1;
      });
      const page = toPage(result);
      if (result.dataComplete && canCache()) cache.set(cacheKey, page);
      return { page, fromCache: false };
    } catch (error) {
      if (error instanceof RenderTimeout)
        return fallBack(url, `${error.message} (${Date.now() - startedAt} ms)`);
      return fallBack(url, 'the render failed', error);
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    nonceToken,
    invalidate() {
      generation += 1;
      cache.clear();
    },
    invalidatePaths(paths) {
      generation += 1;
      const changed = new Set(paths);
      // Keys are `<versions>\n<path and query>`.
      cache.deleteWhere((key) => changed.has(key.slice(key.indexOf('\n') + 1).split('?', 1)[0] ?? ''));
    },
    async render(url, routes) {
      const key = `${routes.version}\n${url}`;
      const shared = inFlight.get(key);
      if (shared) return shared;
      const rendering = renderWithinBudget(url, routes, Date.now()).finally(() => inFlight.delete(key));
      inFlight.set(key, rendering);
      return rendering;
    },
  };
}
