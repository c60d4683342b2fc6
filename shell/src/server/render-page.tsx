import type { ServerRemotes, ServerRenderRequest, ServerRenderResult } from '@gbc/site-map';
import { type PageHead, PageHeadProvider } from '@gbc/web-kit';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { AppProviders } from '../App.js';
import { Site } from '../Site.js';
import { configureServerRemotes } from './server-remotes.js';

export async function configureRenderer({ remotes }: { remotes: ServerRemotes }): Promise<void> {
  configureServerRemotes(remotes);
}

async function readAll(stream: AsyncIterable<Uint8Array | string>): Promise<string> {
  const decoder = new TextDecoder();
  let html = '';
  for await (const chunk of stream)
    html += typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
  return html + decoder.decode();
}

/** A render that reported an error: the gateway serves the client-rendered page instead. */
export class RenderFailure extends Error {
  override readonly name = 'RenderFailure';
}

/**
 * Renders one page as an anonymous visitor, shell and remote together, after every lazy page and its
 * data are ready. Any error React reports fails the whole render: a half-rendered page would hydrate
 * into a different tree, and the client-rendered page is the safe answer.
 */
export async function renderPage({ url, nonce, signal }: ServerRenderRequest): Promise<ServerRenderResult> {
  const sheet = new ServerStyleSheet({ nonce });
  const head: PageHead = { meta: null, status: 200 };
  const errors: unknown[] = [];
  try {
    const { prelude } = await prerenderToNodeStream(
      sheet.collectStyles(
        <PageHeadProvider value={head}>
          <AppProviders>
            <StaticRouter location={url}>
              <Site />
            </StaticRouter>
          </AppProviders>
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
    if (errors.length > 0)
      throw new RenderFailure('The page reported errors while rendering', { cause: errors[0] });
    return { status: head.status, html, styleTags: sheet.getStyleTags(), queryState: null, meta: head.meta };
  } finally {
    sheet.seal();
  }
}
