import { routeMeta } from '@gbc/site-map';
import { Text } from '@gbc/ui';
import { useDocumentMeta } from '@gbc/web-kit';
import { lazy, Suspense } from 'react';
import { AdminScreen } from '../access/AdminScreen.js';
import { securityCopy } from './content/security-copy.js';

const meta = routeMeta('/admin/security');

// Its own chunk: visitors who are refused (and the server) never load the dashboard's code.
const SecurityDashboard = lazy(() => import('./SecurityDashboard.js'));

/** /admin/security: the audit log's security dashboard, for administrators with the second factor. */
export default function SecurityPage() {
  useDocumentMeta({ title: meta.title, description: meta.description });
  return (
    <AdminScreen title={meta.heading}>
      {(access) => (
        <Suspense fallback={<Text role="status">{securityCopy.loading}</Text>}>
          <SecurityDashboard accessToken={access.accessToken} />
        </Suspense>
      )}
    </AdminScreen>
  );
}
