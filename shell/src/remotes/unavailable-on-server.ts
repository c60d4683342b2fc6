import type { RemoteName } from '@gbc/site-map';
import type { QueryClient } from '@tanstack/react-query';

/**
 * Where a server render records that a remote's code could not be loaded. It travels to the browser
 * with the page's query state, so the browser hydrates the same fallback panel the server sent instead
 * of a tree that does not match the HTML.
 */
export function unavailableOnServerKey(remote: RemoteName) {
  return ['gbc-shell', 'remote-unavailable-on-server', remote] as const;
}

export function markUnavailableOnServer(queryClient: QueryClient, remote: RemoteName): void {
  queryClient.setQueryData(unavailableOnServerKey(remote), true);
}

export function wasUnavailableOnServer(queryClient: QueryClient, remote: RemoteName): boolean {
  return queryClient.getQueryData(unavailableOnServerKey(remote)) === true;
}

/** Forgets the mark once read: a later visit to the remote's pages loads it as usual. */
export function forgetUnavailableOnServer(queryClient: QueryClient, remote: RemoteName): void {
  queryClient.removeQueries({ queryKey: unavailableOnServerKey(remote), exact: true });
}
