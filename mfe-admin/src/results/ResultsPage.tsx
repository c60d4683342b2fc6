import { routeMeta } from '@gbc/site-map';
import { Text } from '@gbc/ui';
import { useDocumentMeta } from '@gbc/web-kit';
import { lazy, Suspense } from 'react';
import { AdminScreen } from '../access/AdminScreen.js';
import { resultsCopy } from './content/results-copy.js';

const meta = routeMeta('/admin/results');

// Its own chunk: refused visitors (and the server) never load the screen's code.
const ResultsScreen = lazy(() => import('./ResultsScreen.js'));

/** /admin/results: the survey's responses by state and each section's mean rating. */
export default function ResultsPage() {
  useDocumentMeta({ title: meta.title, description: meta.description });
  return (
    <AdminScreen title={meta.heading}>
      {(access) => (
        <Suspense fallback={<Text role="status">{resultsCopy.loading}</Text>}>
          <ResultsScreen accessToken={access.accessToken} />
        </Suspense>
      )}
    </AdminScreen>
  );
}
