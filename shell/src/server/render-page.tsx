import {
  matchRoute,
  type RemoteName,
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
  type RoutePrefetchers,
  RouteTableProvider,
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
import { isRemoteLoadFailure } from '../remotes/remote-load-error.js';
import { markUnavailableOnServer } from '../remotes/unavailable-on-server.js';
import { Site } from '../Site.js';
import { renderedDataComplete } from './data-complete.js';
import { configureServerRemotes } from './server-remotes.js';

/** Remotes without a server build by design (served from another origin): their pages render in the browser. */
let browserOnly: ReadonlySet<RemoteName> = new Set();

export async function configureRenderer({
  remotes,
  browserOnlyRemotes = [],
  apiUrl,
  publicOrigin,
}: Parameters<ShellServerBundle['configure']>[0]): Promise<void> {
  setApiUrlResolver(apiUrl);
  setPublicOrigin(publicOrigin);
  configureServerRemotes(remotes);
  browserOnly = new Set(browserOnlyRemotes);
}

/** A render that reported an error: the gateway serves the client-rendered page instead. */
export class RenderFailure extends Error {
  override readonly name = 'RenderFailure';
}

/** Whether the page's data arrived, and whether its remote could be loaded at all. */
interface PrefetchOutcome {
  remoteUnavailable: boolean;
}

async function readAll(stream: AsyncIterable<Uint8Array | string>): Promise<string> {
  const decoder = new TextDecoder();
  let html = '';
  for await (const chunk of stream) {
    html += typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
  }
  return html + decoder.decode();
}

/**
 * Fetches the data of the remote page at `url` into `queryClient`, as its `prefetch` export says. A
 * remote whose server build is missing or broken is marked unavailable in the query state, so the page
 * renders (and hydrates) the shell with its fallback panel rather than leaving the visitor a blank page.
 */
async function prefetchRouteData(
  url: URL,
  queryClient: QueryClient,
  routeTable: RouteTable,
): Promise<PrefetchOutcome> {
  const match = matchRoute(url.pathname, routeTable.routes);
  if (!match || match.route.owner === 'shell') return { remoteUnavailable: false };
  const remote = match.route.owner;
  if (browserOnly.has(remote))
    throw new RenderFailure(`${remote} has no server build; it renders in the browser`);
  let prefetch: RoutePrefetchers;
  try {
    ({ prefetch } = await loadRemotePagesModule(remote, currentAttempt(remote)));
  } catch (error) {
    if (!isRemoteLoadFailure(error)) throw error;
    markUnavailableOnServer(queryClient, remote);
    return { remoteUnavailable: true };
  }
  await prefetch[match.route.path]?.({
    queryClient,
    params: match.params,
    searchParams: url.searchParams,
  });
  return { remoteUnavailable: false };
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
  const { remoteUnavailable } = await prefetchRouteData(
    new URL(url, 'http://render.invalid'),
    queryClient,
    routeTable,
  );
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
      // A fallback panel is not kept: the remote's next deploy (or recovery) shows on the next view.
      dataComplete: !remoteUnavailable && renderedDataComplete(queryClient),
    };
  } finally {
    sheet.seal();
    queryClient.clear();
  }
}
