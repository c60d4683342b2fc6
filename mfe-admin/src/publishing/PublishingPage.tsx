import { routeMeta } from '@gbc/site-map';
import { Text } from '@gbc/ui';
import { useDocumentMeta } from '@gbc/web-kit';
import { lazy, Suspense } from 'react';
import { AdminScreen } from '../access/AdminScreen.js';
import { publishingCopy } from './content/publishing-copy.js';

const meta = routeMeta('/admin/publishing');

// Its own chunk: refused visitors (and the server) never load the screen's code.
const PublishingScreen = lazy(() => import('./PublishingScreen.js'));

/** /admin/publishing: vignettes of every status; draft, publish, archive. */
export default function PublishingPage() {
  useDocumentMeta({ title: meta.title, description: meta.description });
  return (
    <AdminScreen title={meta.heading}>
      {(access) => (
        <Suspense fallback={<Text role="status">{publishingCopy.loading}</Text>}>
          <PublishingScreen accessToken={access.accessToken} />
        </Suspense>
      )}
    </AdminScreen>
  );
}
