import {
  matchRoute,
  type RouteTable,
  type ServerRenderRequest,
  type ServerRenderResult,
  type ShellServerBundle,
} from '@gbc/site-map';
import {
  CspNonceProvider,
  createQueryClient,
  type PageHead,
  PageHeadProvider,
  setApiUrlResolver,
  setPublicOrigin,
} from '@gbc/web-kit';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { AppProviders } from '../App.js';
import { loadRemotePagesModule } from '../remotes/load-remote-pages.js';
import { currentAttempt } from '../remotes/remote-attempts.js';
import { RouteTableProvider } from '../routes/route-table.js';
import { Site } from '../Site.js';
import { configureServerRemotes } from './server-remotes.js';

export async function configureRenderer({
  remotes,
  apiUrl,
  publicOrigin,
}: Parameters<ShellServerBundle['configure']>[0]): Promise<void> {
  setApiUrlResolver(apiUrl);
  setPublicOrigin(publicOrigin);
  configureServerRemotes(remotes);
}

/** A render that reported an error: the gateway serves the client-rendered page instead. */
export class RenderFailure extends Error {
  override readonly name = 'RenderFailure';
}

async function readAll(stream: AsyncIterable<Uint8Array | string>): Promise<string> {
  const decoder = new TextDecoder();
  let html = '';
  for await (const chunk of stream) {
    html += typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
  }
  return html + decoder.decode();
}

/** Fetches the data of the remote page at `url` into `queryClient`, as its `prefetch` export says. */
async function prefetchRouteData(url: URL, queryClient: QueryClient, routeTable: RouteTable): Promise<void> {
  const match = matchRoute(url.pathname, routeTable.routes);
  if (!match || match.route.owner === 'shell') return;
  const remote = match.route.owner;
  const { prefetch } = await loadRemotePagesModule(remote, currentAttempt(remote));
  await prefetch[match.route.path]?.({
    queryClient,
    params: match.params,
    searchParams: url.searchParams,
  });
}

/**
 * Renders one page as an anonymous visitor, shell and remote together, with its data fetched first and
 * every lazy page resolved. Any error React reports fails the whole render: a half-rendered page would
 * hydrate into a different tree, and the client-rendered page is the safe answer.
 */
export async function renderPage({
  url,
  nonce,
  signal,
  routeTable,
}: ServerRenderRequest): Promise<ServerRenderResult> {
  const queryClient = createQueryClient({ server: true });
  await prefetchRouteData(new URL(url, 'http://render.invalid'), queryClient, routeTable);
  signal.throwIfAborted();

  const sheet = new ServerStyleSheet({ nonce });
  const head: PageHead = { meta: null, status: 200 };
  const errors: unknown[] = [];
  try {
    const { prelude } = await prerenderToNodeStream(
      sheet.collectStyles(
        <PageHeadProvider value={head}>
          <CspNonceProvider value={nonce}>
            <AppProviders queryClient={queryClient}>
              <StaticRouter location={url}>
                <RouteTableProvider value={routeTable}>
                  <Site />
                </RouteTableProvider>
              </StaticRouter>
            </AppProviders>
          </CspNonceProvider>
        </PageHeadProvider>,
      ),
      {
        signal,
        // Without this, React 19.2+ moves large finished boundaries with inline scripts the CSP blocks.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onError: (error) => {
          errors.push(error);
        },
      },
    );
    const html = await readAll(prelude);
    if (errors.length > 0) {
      throw new RenderFailure('The page reported errors while rendering', { cause: errors[0] });
    }
    return {
      status: head.status,
      html,
      styleTags: sheet.getStyleTags(),
      queryState: dehydrate(queryClient),
      meta: head.meta,
      dataComplete: queryClient
        .getQueryCache()
        .getAll()
        .every((query) => query.state.status === 'success'),
    };
  } finally {
    sheet.seal();
    queryClient.clear();
  }
}
