import type { RemoteName } from '@gbc/site-map';
import { logError } from '@gbc/web-kit';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { PageReady } from '../behaviours/PageReady.js';
import { currentAttempt, nextAttempt } from '../remotes/remote-attempts.js';
import { preloadRemotePage, remotePageComponent } from '../remotes/remote-page-component.js';
import { forgetUnavailableOnServer, wasUnavailableOnServer } from '../remotes/unavailable-on-server.js';
import { PageBoundary } from './PageBoundary.js';
import { RemoteLoadBoundary } from './RemoteLoadBoundary.js';
import { RemoteUnavailable } from './RemoteUnavailable.js';

interface RemotePageProps {
  remote: RemoteName;
  /** The site-map path pattern, the key of the page in the remote's pages map. */
  path: string;
}

/**
 * A page owned by a remote: a skeleton while it loads, the fallback with Retry if it cannot. When the
 * server could not load the remote, it rendered the fallback, and so does the first render here.
 */
export function RemotePage({ remote, path }: RemotePageProps) {
  const queryClient = useQueryClient();
  const [attempt, setAttempt] = useState(() => currentAttempt(remote));
  const [unavailableOnServer, setUnavailableOnServer] = useState(() =>
    wasUnavailableOnServer(queryClient, remote),
  );
  const retry = useCallback(() => {
    setUnavailableOnServer(false);
    setAttempt(nextAttempt(remote));
  }, [remote]);

  useEffect(() => {
    if (!unavailableOnServer) return;
    forgetUnavailableOnServer(queryClient, remote);
    // The browser's build may load where the server's did not (a server build missing or broken alone):
    // it is tried once behind the panel, and the page replaces the panel only once it has arrived, so a
    // remote that stays down keeps its panel without flashing a skeleton.
    let mounted = true;
    const next = nextAttempt(remote);
    preloadRemotePage(remote, path, next).then(
      () => {
        if (!mounted) return;
        setAttempt(next);
        setUnavailableOnServer(false);
      },
      (error: unknown) => logError('remote-load', error),
    );
    return () => {
      mounted = false;
    };
  }, [unavailableOnServer, queryClient, remote, path]);

  const fallback = (
    <>
      <RemoteUnavailable onRetry={retry} />
      <PageReady />
    </>
  );
  if (unavailableOnServer) return fallback;
  const Page = remotePageComponent(remote, path, attempt);
  return (
    <RemoteLoadBoundary resetKey={attempt} fallback={fallback}>
      <PageBoundary>
        <Page />
      </PageBoundary>
    </RemoteLoadBoundary>
  );
}
