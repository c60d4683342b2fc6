import type { RemoteName } from '@gbc/site-map';
import { useCallback, useState } from 'react';
import { PageReady } from '../behaviours/PageReady.js';
import { currentAttempt, nextAttempt } from '../remotes/remote-attempts.js';
import { remotePageComponent } from '../remotes/remote-page-component.js';
import { PageBoundary } from './PageBoundary.js';
import { RemoteLoadBoundary } from './RemoteLoadBoundary.js';
import { RemoteUnavailable } from './RemoteUnavailable.js';

interface RemotePageProps {
  remote: RemoteName;
  /** The site-map path pattern, the key of the page in the remote's pages map. */
  path: string;
}

/** A page owned by a remote: a skeleton while it loads, the fallback with Retry if it cannot. */
export function RemotePage({ remote, path }: RemotePageProps) {
  const [attempt, setAttempt] = useState(() => currentAttempt(remote));
  const retry = useCallback(() => setAttempt(nextAttempt(remote)), [remote]);
  const Page = remotePageComponent(remote, path, attempt);
  return (
    <RemoteLoadBoundary
      resetKey={attempt}
      fallback={
        <>
          <RemoteUnavailable onRetry={retry} />
          <PageReady />
        </>
      }
    >
      <PageBoundary>
        <Page />
      </PageBoundary>
    </RemoteLoadBoundary>
  );
}
