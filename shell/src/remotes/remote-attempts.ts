import type { RemoteName } from '@gbc/site-map';

/**
 * The current load attempt of each remote, shared by all its pages: after a Retry on one page, the
 * remote's other pages use the new attempt too instead of the cached failure.
 */
const attempts = new Map<RemoteName, number>();

export function currentAttempt(remote: RemoteName): number {
  return attempts.get(remote) ?? 0;
}

/** Starts a new attempt for the remote and returns its number. */
export function nextAttempt(remote: RemoteName): number {
  const next = currentAttempt(remote) + 1;
  attempts.set(remote, next);
  return next;
}
