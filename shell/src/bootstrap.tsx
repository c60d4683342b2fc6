import { StrictMode, startTransition } from 'react';
import { readPageQueryState } from './behaviours/page-query-state.js';
import { yieldToBrowser } from './behaviours/yield-to-browser.js';
import { provideRemotesManifest, readInlinedRemotesManifest } from './remotes/remotes-manifest.js';

/**
 * The gateway puts the merged route table in every page, read here once for the page's life; a page
 * without one (served by something else) routes by the table compiled into this shell, loaded only
 * then so no page carries it.
 */
async function providePageRoutes(): Promise<void> {
  const { providePageRouteTable, readInlinedRouteTable } = await import(
    /* webpackMode: "eager" */ '@gbc/web-kit'
  );
  const inlined = readInlinedRouteTable();
  providePageRouteTable(inlined ?? (await import('./routes/compiled-route-table.js')).compiledRouteTable());
}

/**
 * Starts the app in steps, each in a task of its own: React DOM; styled-components, which reads the
 * server's styles into its sheet as it loads; the design system and web kit (with the error logging
 * that needs them); the app's own modules; hydration. Evaluated in one go they held a phone's main
 * thread for half a second, and a tap in that time waited. The imports are eager: their code is in
 * the shell's entry, so a step costs no request.
 */
async function startApp(container: HTMLElement): Promise<void> {
  await yieldToBrowser();
  const { createRoot, hydrateRoot } = await import(/* webpackMode: "eager" */ 'react-dom/client');
  await yieldToBrowser();
  await import(/* webpackMode: "eager" */ 'styled-components');
  await yieldToBrowser();
  const { installGlobalErrorLogging } = await import(
    /* webpackMode: "eager" */ './behaviours/install-global-error-logging.js'
  );
  installGlobalErrorLogging();
  await providePageRoutes();
  await yieldToBrowser();
  const { App } = await import(/* webpackMode: "eager" */ './App.js');
  await yieldToBrowser();
  const app = (
    <StrictMode>
      <App dehydratedState={readPageQueryState()} />
    </StrictMode>
  );
  // A server-rendered page is hydrated in place; the client-rendered fallback arrives with an empty
  // root. Hydrating as a transition lets React yield every few milliseconds instead of holding the
  // main thread for the whole page.
  if (container.firstElementChild) {
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else createRoot(container).render(app);
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const inlinedRemotes = readInlinedRemotesManifest();
if (inlinedRemotes) provideRemotesManifest(inlinedRemotes);

void startApp(container).catch((error: unknown) => {
  console.error('The app failed to start', error);
});
