import { routeMeta } from '@gbc/site-map';
import { Text } from '@gbc/ui';
import { useDocumentMeta } from '@gbc/web-kit';
import { lazy, Suspense } from 'react';
import { AdminScreen } from '../access/AdminScreen.js';
import { leadsCopy } from './content/leads-copy.js';

const meta = routeMeta('/admin/leads');

// Its own chunk: refused visitors (and the server) never load the screen's code.
const LeadsScreen = lazy(() => import('./LeadsScreen.js'));

/** /admin/leads: contact messages, event registrations and sales leads, filtered, paged and exported. */
export default function LeadsPage() {
  useDocumentMeta({ title: meta.title, description: meta.description });
  return (
    <AdminScreen title={meta.heading}>
      {(access) => (
        <Suspense fallback={<Text role="status">{leadsCopy.loading}</Text>}>
          <LeadsScreen accessToken={access.accessToken} />
        </Suspense>
      )}
    </AdminScreen>
  );
}
