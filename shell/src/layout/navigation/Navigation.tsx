import { logoVariantForPath, matchRoute, scrolledThresholdPx } from '@gbc/site-map';
import { Container, focusRing, Logo, media, theme, VisuallyHidden } from '@gbc/ui';
import { useMediaQuery, useRouteTable } from '@gbc/web-kit';
import { Link, useLocation } from 'react-router-dom';
import { styled } from 'styled-components';
import { headerHeightPx, tightBarQuery } from '../layout-metrics.js';
import { DesktopNavigation } from './DesktopNavigation.js';
import { MobileNavigation } from './MobileNavigation.js';
import { useScrolledPast } from './use-scrolled-past.js';

const Header = styled.header`
  position: fixed;
  top: 0;
  right: 0;
  left: 0;
  z-index: ${theme.zIndices.header};
  height: ${headerHeightPx}px;
  border-bottom: 1px solid transparent;
  background: ${theme.colors.surface};
  transition: box-shadow ${theme.transitions.base}, border-color ${theme.transitions.base};

  &[data-scrolled='true'] {
    border-bottom-color: ${theme.colors.border};
    box-shadow: ${theme.shadows.md};
  }
`;

/* The desktop bar's links, menus and two buttons need more room than the content column gives from
   lg up, so the bar spans the viewport with slim side padding instead. */
const Bar = styled(Container)`
  display: flex;
  align-items: center;
  gap: ${theme.space.md};
  height: 100%;

  ${media.lg`
    max-width: none;
    padding-inline: ${theme.space.md};
  `}
`;

const HomeLink = styled(Link)`
  display: inline-flex;
  flex-shrink: 0;
  border-radius: ${theme.radii.md};
  color: ${theme.colors.ink};
  text-decoration: none;
  ${focusRing}
`;

/**
 * The fixed site header. Its logo follows the brand of the current path (EquineLink, PawLink,
 * RATPAK, else the council) and it gains a shadow once the page is scrolled past the threshold.
 */
export function Navigation() {
  const { pathname } = useLocation();
  const variant = logoVariantForPath(pathname);
  // The image the route table names: a remote's page shows the logo file that remote serves.
  const image = matchRoute(pathname, useRouteTable().routes)?.route.logo ?? variant.image;
  const scrolled = useScrolledPast(scrolledThresholdPx);
  // Between lg and xl the full desktop bar leaves no room for the logo's words; the mark still names it.
  const barIsTight = useMediaQuery(tightBarQuery);
  return (
    <Header data-scrolled={scrolled}>
      <Bar>
        <HomeLink to="/">
          <Logo variant={{ ...variant, image }} size="md" showText={!barIsTight} />
          <VisuallyHidden> (home)</VisuallyHidden>
        </HomeLink>
        <DesktopNavigation />
        <MobileNavigation />
      </Bar>
    </Header>
  );
}
