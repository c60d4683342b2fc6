import { type ReactNode, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { styled } from 'styled-components';
import { PageFadeIn } from '../behaviours/PageFadeIn.js';
import { ShownPathContext } from '../behaviours/PageReady.js';
import { RouteChangeEffects } from '../behaviours/RouteChangeEffects.js';
import { CrashBoundary } from '../pages/CrashBoundary.js';
import { Footer } from './footer/Footer.js';
import { headerHeightPx, mainContentId } from './layout-metrics.js';
import { Navigation } from './navigation/Navigation.js';
import { SkipLink } from './SkipLink.js';

const Main = styled.main`
  min-height: calc(100vh - ${headerHeightPx}px);
  padding-top: ${headerHeightPx}px;

  &:focus {
    outline: none;
  }
`;

/**
 * The frame every page shares: skip link, fixed navigation, the page, footer. A page that fails to
 * render shows the crash screen inside this frame, so navigation and footer keep working.
 */
export function SiteLayout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const shownPath = useRef<string | null>(null);
  return (
    <ShownPathContext.Provider value={shownPath}>
      <RouteChangeEffects />
      <SkipLink />
      <Navigation />
      <Main id={mainContentId} tabIndex={-1}>
        <CrashBoundary resetKey={pathname}>
          <PageFadeIn>{children}</PageFadeIn>
        </CrashBoundary>
      </Main>
      <Footer />
    </ShownPathContext.Provider>
  );
}
