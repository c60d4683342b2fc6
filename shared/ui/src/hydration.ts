import { useSyncExternalStore } from 'react';
import { css, keyframes } from 'styled-components';

const neverChanges = () => () => {};

/**
 * False on the server and while the browser hydrates, true from the render after (and at once for
 * anything mounted later): the moment a control's handlers are attached.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}

/** Marks a control that is not ready yet; `notReadyStyles` shows it. */
export const notReadyAttribute = 'data-not-ready';

export interface ReadyAfterHydrationProps {
  disabled: boolean | undefined;
  'data-not-ready': '' | undefined;
}

/**
 * The site's rule for a control in server HTML that only works with JavaScript (a button with a
 * handler): disabled and marked not ready until its handlers are attached, so an early click is
 * refused visibly instead of lost. Links and forms that post work before that and need no guard.
 */
export function useReadyAfterHydration(disabled?: boolean): ReadyAfterHydrationProps {
  const hydrated = useHydrated();
  return { disabled: !hydrated || disabled, 'data-not-ready': hydrated ? undefined : '' };
}

// Dims only when hydrating takes long, so a page that hydrates at once does not flicker (a step, not motion).
const dimWhenSlow = keyframes`
  to { opacity: 0.6; }
`;

/** The not-ready cue: a waiting cursor at once, dimmed after a moment. */
export const notReadyStyles = css`
  &[${notReadyAttribute}] {
    cursor: progress;
    animation: ${dimWhenSlow} 0s 400ms forwards;
  }
`;
