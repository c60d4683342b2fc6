import { routeMeta } from '@gbc/site-map';
import { Text } from '@gbc/ui';
import { useDocumentMeta } from '@gbc/web-kit';
import { lazy, Suspense } from 'react';
import { AdminScreen } from '../access/AdminScreen.js';
import { moderationCopy } from './content/moderation-copy.js';

const meta = routeMeta('/admin/moderation');

// Its own chunk: refused visitors (and the server) never load the screen's code.
const ModerationScreen = lazy(() => import('./ModerationScreen.js'));

/** /admin/moderation: the story queue; approve (with publish consent only) or reject with a reason. */
export default function ModerationPage() {
  useDocumentMeta({ title: meta.title, description: meta.description });
  return (
    <AdminScreen title={meta.heading}>
      {(access) => (
        <Suspense fallback={<Text role="status">{moderationCopy.loading}</Text>}>
          <ModerationScreen accessToken={access.accessToken} />
        </Suspense>
      )}
    </AdminScreen>
  );
}
