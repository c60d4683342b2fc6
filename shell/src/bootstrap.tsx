import { queryStateElementId } from '@gbc/site-map';
import type { DehydratedState } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App.js';
import { installGlobalErrorLogging } from './behaviours/install-global-error-logging.js';
import { provideRemotesManifest, readInlinedRemotesManifest } from './remotes/remotes-manifest.js';

installGlobalErrorLogging();

/** The query state the server rendered the page with (a JSON script, which the CSP allows). */
function readQueryState(): DehydratedState | undefined {
  const text = document.getElementById(queryStateElementId)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as DehydratedState;
  } catch {
    return undefined;
  }
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const inlinedRemotes = readInlinedRemotesManifest();
if (inlinedRemotes) provideRemotesManifest(inlinedRemotes);

const app = (
  <StrictMode>
    <App dehydratedState={readQueryState()} />
  </StrictMode>
);
// A server-rendered page is hydrated in place; the client-rendered fallback arrives with an empty root.
if (container.firstElementChild) hydrateRoot(container, app);
else createRoot(container).render(app);
