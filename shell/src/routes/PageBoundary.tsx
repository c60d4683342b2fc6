import { type ReactNode, Suspense } from 'react';
import { PageReady } from '../behaviours/PageReady.js';
import { PageSkeleton } from './PageSkeleton.js';

/** Where every page renders: a skeleton while its code loads, then the page and its ready effects. */
export function PageBoundary({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={<PageSkeleton />}>
      {children}
      <PageReady />
    </Suspense>
  );
}
