import { joinButton, navMenus, topLinks } from '@gbc/site-map';
import { ButtonLink, breakpoints, List, theme } from '@gbc/ui';
import { styled } from 'styled-components';
import { tightBarQuery } from '../layout-metrics.js';
import { AccountNavLink } from './AccountNavLink.js';
import { AdminNavLink } from './AdminNavLink.js';
import { DesktopNavMenu } from './DesktopNavMenu.js';
import { NavItemLink } from './NavItemLink.js';
import { navItemStyles } from './nav-link-styles.js';
import { useMenuHoverIntent } from './use-menu-hover-intent.js';
import { useOnPathChange } from './use-on-path-change.js';

/* Written as "hidden below lg" (the exact complement of media.lg), so the bar is shown wherever
   media queries are not evaluated, such as in tests. */
const Nav = styled.nav`
  display: flex;
  align-items: center;
  gap: ${theme.space.md};
  margin-inline-start: auto;

  @media ${tightBarQuery} {
    gap: ${theme.space.sm};
  }

  @media not all and (min-width: ${breakpoints.lg}px) {
    display: none;
  }
`;

const JoinLink = styled(ButtonLink)`
  white-space: nowrap;
`;

const NavList = styled(List)`
  flex-direction: row;
  align-items: center;
  gap: ${theme.space.xs};

  > li > a {
    ${navItemStyles}
  }
`;

/** The desktop bar (large screens): top links, the three menus and the join button. */
export function DesktopNavigation() {
  const intent = useMenuHoverIntent();
  useOnPathChange(intent.close);
  return (
    <Nav aria-label="Main">
      <NavList>
        {topLinks.map((link) => (
          <li key={link.href}>
            <NavItemLink link={link} />
          </li>
        ))}
        {navMenus.map((menu) => (
          <li key={menu.label}>
            <DesktopNavMenu menu={menu} intent={intent} />
          </li>
        ))}
      </NavList>
      <AdminNavLink compact />
      <AccountNavLink compact />
      <JoinLink to={joinButton.href} size="sm">
        {joinButton.label}
      </JoinLink>
    </Nav>
  );
}
