import type { RemoteName } from '@gbc/site-map';
import type { RemotePages } from '@gbc/web-kit';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { loadRemotePages } from './load-remote-pages.js';
import { RemoteLoadError } from './remote-load-error.js';

/*
 * Both caches live at module level on purpose: a lazy component created during render (even in
 * useMemo) is thrown away by router transitions, which then suspend again and loop.
 */
const pagesByAttempt = new Map<string, Promise<RemotePages>>();
const componentsByAttempt = new Map<string, LazyExoticComponent<ComponentType>>();

function remotePages(remote: RemoteName, attempt: number): Promise<RemotePages> {
  const key = `${remote}#${attempt}`;
  let pages = pagesByAttempt.get(key);
  if (!pages) {
    pages = loadRemotePages(remote, attempt);
    pagesByAttempt.set(key, pages);
  }
  return pages;
}

/**
 * Loads a remote's pages for one attempt ahead of rendering, through the same cache the attempt's lazy
 * component reads; rejects with a `RemoteLoadError` when the remote cannot be loaded or lacks the page.
 */
export async function preloadRemotePage(remote: RemoteName, path: string, attempt: number): Promise<void> {
  const pages = await remotePages(remote, attempt);
  if (!pages[path]) throw new RemoteLoadError(remote, `has no page for ${path}`);
}

/**
 * Drops the loaded pages of a remote, so its next render loads the remote again (the server renderer
 * calls it when a remote was redeployed).
 */
export function forgetRemotePages(remote: RemoteName): void {
  for (const cache of [pagesByAttempt, componentsByAttempt]) {
    for (const key of cache.keys()) {
      if (key.startsWith(`${remote}#`)) cache.delete(key);
    }
  }
}

/**
 * The lazy component for one site-map path of a remote, for one load attempt. It rejects with a
 * `RemoteLoadError` when the remote cannot be loaded or does not provide the page.
 */
export function remotePageComponent(
  remote: RemoteName,
  path: string,
  attempt: number,
): LazyExoticComponent<ComponentType> {
  const key = `${remote}#${attempt}#${path}`;
  let component = componentsByAttempt.get(key);
  if (!component) {
    component = lazy(async () => {
      const Page = (await remotePages(remote, attempt))[path];
      if (!Page) throw new RemoteLoadError(remote, `has no page for ${path}`);
      // Remote pages are usually lazy themselves, and React cannot resolve a lazy to another lazy.
      return { default: () => <Page /> };
    });
    componentsByAttempt.set(key, component);
  }
  return component;
}
