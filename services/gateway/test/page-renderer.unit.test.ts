import type { ServerRenderResult } from '@gbc/site-map';
import { createPageRenderer, type PageRender } from '../src/rendering/page-renderer.js';
import { renderedPageStaleMs, renderedPageTtlMs } from '../src/rendering/rendered-page-cache.js';
import type { CurrentRouteTable } from '../src/route-table/route-table-source.js';
import { silentLogger } from './gateway-fixtures.js';

const routes = { table: { routes: [] }, json: '{}', version: 1 } as unknown as CurrentRouteTable;

/** A renderer over a stand-in shell build that numbers its renders, on a clock the test moves. */
function rendererOnClock(maxConcurrent?: number) {
  let now = 1_000_000;
  let renders = 0;
  let finishRender = () => {};
  let holdRenders = false;
  const render = async (): Promise<ServerRenderResult> => {
    renders += 1;
    const html = `render ${renders}`;
    if (holdRenders) await new Promise<void>((resolve) => (finishRender = resolve));
    return { status: 200, html, styleTags: '', queryState: {}, meta: null, dataComplete: true };
  };
  const renderer = createPageRenderer({
    bundles: { current: async () => ({ version: 'v1', bundle: { configure: async () => {}, render } }) },
    logger: silentLogger(),
    now: () => now,
    maxConcurrent,
  });
  return {
    page: async (url = '/about') => {
      const outcome = (await renderer.render(url, routes)) as PageRender | null;
      return outcome && { html: outcome.page.html, fromCache: outcome.fromCache };
    },
    renderer,
    advance: (ms: number) => {
      now += ms;
    },
    hold: () => {
      holdRenders = true;
    },
    release: () => {
      holdRenders = false;
      finishRender();
    },
    renders: () => renders,
  };
}

describe('the rendered-page cache', () => {
  it('serves a page past its TTL from the cache while one render in the background replaces it', async () => {
    const site = rendererOnClock();
    expect(await site.page()).toEqual({ html: 'render 1', fromCache: false });
    site.advance(renderedPageTtlMs + 1);

    site.hold();
    expect(await site.page()).toEqual({ html: 'render 1', fromCache: true });
    expect(await site.page()).toEqual({ html: 'render 1', fromCache: true });
    expect(site.renders()).toBe(2);
    site.release();

    while ((await site.page())?.html === 'render 1') await new Promise((resolve) => setImmediate(resolve));
    expect(await site.page()).toEqual({ html: 'render 2', fromCache: true });
    expect(site.renders()).toBe(2);
  });

  it('renders a page for the request once it is past its TTL and the stale time too', async () => {
    const site = rendererOnClock();
    await site.page();
    site.advance(renderedPageTtlMs + renderedPageStaleMs);
    expect(await site.page()).toEqual({ html: 'render 2', fromCache: false });
  });

  it('never serves an invalidated page stale, nor lets a refresh begun before the change put it back', async () => {
    const site = rendererOnClock();
    await site.page();
    site.advance(renderedPageTtlMs + 1);
    site.hold();
    expect(await site.page()).toEqual({ html: 'render 1', fromCache: true });

    site.renderer.invalidatePaths(['/about']);
    site.release();
    await new Promise((resolve) => setImmediate(resolve));
    expect(await site.page()).toEqual({ html: 'render 3', fromCache: false });
  });

  it('serves cached pages however many renders are running; only a render waits for a free slot', async () => {
    const site = rendererOnClock(1);
    await site.page('/about');
    site.hold();
    const running = site.page('/events');

    expect(await site.page('/about')).toEqual({ html: 'render 1', fromCache: true });
    expect(await site.page('/programs')).toBeNull();
    site.release();
    expect(await running).toEqual({ html: 'render 2', fromCache: false });
  });
});
