import { usePrefersReducedMotion } from '@gbc/web-kit';
import { type ReactNode, useLayoutEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { styled } from 'styled-components';

/** Spec: the page starts transparent, turns opaque after 50 ms and fades over 0.3 s. */
export const fadeInDelayMs = 50;
const fadeDuration = '0.3s';

const Fade = styled.div<{ $visible: boolean; $animate: boolean }>`
  opacity: ${({ $visible }) => ($visible ? 1 : 0)};
  transition: ${({ $animate }) => ($animate ? `opacity ${fadeDuration} ease` : 'none')};
`;

/** Fades the routed content in on every path change; no fade at all under reduced motion. */
export function PageFadeIn({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const reducedMotion = usePrefersReducedMotion();
  const [visible, setVisible] = useState(true);

  // A layout effect hides the new page before it is painted, so it never flashes in at full opacity.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path is the trigger; each new path fades in anew.
  useLayoutEffect(() => {
    if (reducedMotion) {
      setVisible(true);
      return;
    }
    setVisible(false);
    const timer = setTimeout(() => setVisible(true), fadeInDelayMs);
    return () => clearTimeout(timer);
  }, [pathname, reducedMotion]);

  return (
    <Fade $visible={visible} $animate={!reducedMotion} data-page-visible={visible}>
      {children}
    </Fade>
  );
}
