import { Skeleton, Stack, VisuallyHidden } from '@gbc/ui';
import { lazy, Suspense } from 'react';

// The form library and the sign-up schema load with the form, not with the page's first load.
const NewsletterSignupForm = lazy(() => import('./NewsletterSignupForm.js'));

/** Holds the form's place (field and button) while its chunk loads, so the footer does not jump. */
function NewsletterSignupPlaceholder() {
  return (
    <Stack gap="sm" aria-busy="true">
      <VisuallyHidden role="status">Loading the newsletter sign-up</VisuallyHidden>
      <Skeleton width="40%" height={18} />
      <Skeleton height={44} />
      <Skeleton width={120} height={44} />
    </Stack>
  );
}

/** The footer's newsletter sign-up, its code fetched on first render. */
export function NewsletterSignup() {
  return (
    <Suspense fallback={<NewsletterSignupPlaceholder />}>
      <NewsletterSignupForm />
    </Suspense>
  );
}
