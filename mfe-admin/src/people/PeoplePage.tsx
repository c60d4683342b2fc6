import { routeMeta } from '@gbc/site-map';
import { Text } from '@gbc/ui';
import { useDocumentMeta } from '@gbc/web-kit';
import { lazy, Suspense } from 'react';
import { AdminScreen } from '../access/AdminScreen.js';
import { peopleCopy } from './content/people-copy.js';

const meta = routeMeta('/admin/people');

// Its own chunk: refused visitors (and the server) never load the screen's code.
const PeopleScreen = lazy(() => import('./PeopleScreen.js'));

/** /admin/people: accounts and the admin role, and personal-data export and erasure by address. */
export default function PeoplePage() {
  useDocumentMeta({ title: meta.title, description: meta.description });
  return (
    <AdminScreen title={meta.heading}>
      {(access) => (
        <Suspense fallback={<Text role="status">{peopleCopy.loading}</Text>}>
          <PeopleScreen accessToken={access.accessToken} userId={access.user.id} />
        </Suspense>
      )}
    </AdminScreen>
  );
}
