import { usePrefersReducedMotion } from '@gbc/web-kit';
import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { styled } from 'styled-components';

/** Spec: the page starts transparent, turns opaque after 50 ms and fades over 0.3 s. */
export const fadeInDelayMs = 50;
const fadeDuration = '0.3s';

const Fade = styled.div<{ $visible: boolean; $animate: boolean }>`
  opacity: ${({ $visible }) => ($visible ? 1 : 0)};
  transition: ${({ $animate }) => ($animate ? `opacity ${fadeDuration} ease` : 'none')};
`;

/**
 * Fades the routed content in on every path change after the first page; no fade at all under reduced
 * motion. The first page is not faded: it arrives rendered by the server and is already on screen.
 */
export function PageFadeIn({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const reducedMotion = usePrefersReducedMotion();
  const [visible, setVisible] = useState(true);
  const firstPath = useRef(pathname);

  // A layout effect hides the new page before it is painted, so it never flashes in at full opacity.
  useLayoutEffect(() => {
    if (pathname === firstPath.current) return;
    firstPath.current = '';
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
