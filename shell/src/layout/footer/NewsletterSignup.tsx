import { Skeleton, Stack, VisuallyHidden } from '@gbc/ui';
import { lazy, type RefObject, Suspense, useEffect, useRef, useState } from 'react';

// The shared sign-up (`@gbc/web-kit/newsletter`, also on /contact) loads when the footer comes near the
// viewport, so no page's first load carries it; its form library and schema load on its first use.
const NewsletterSignupForm = lazy(() => import('@gbc/web-kit/newsletter'));

/** How far below the viewport the footer may still be when its form starts loading. */
const preloadMargin = '400px';

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

/**
 * True once the element comes near the viewport; false on the server and while hydrating, so both render
 * the placeholder. Without IntersectionObserver it turns true right after mounting.
 */
function useNearViewport(ref: RefObject<HTMLElement | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: preloadMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, near]);
  return near;
}

/** The footer's newsletter sign-up, its code fetched when the footer comes near the viewport. */
export function NewsletterSignup() {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref);
  return (
    <div ref={ref}>
      {near ? (
        <Suspense fallback={<NewsletterSignupPlaceholder />}>
          <NewsletterSignupForm />
        </Suspense>
      ) : (
        <NewsletterSignupPlaceholder />
      )}
    </div>
  );
}
