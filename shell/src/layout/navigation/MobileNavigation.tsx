import { joinButton, mobileUtilities, type NavLink, navMenus, topLinks } from '@gbc/site-map';
import {
  ButtonLink,
  focusRing,
  List,
  media,
  notReadyStyles,
  tabbableElements,
  theme,
  useReadyAfterHydration,
} from '@gbc/ui';
import { Menu, X } from 'lucide-react';
import { type RefObject, useCallback, useEffect, useId, useRef, useState } from 'react';
import { keyframes, styled } from 'styled-components';
import { headerHeightPx } from '../layout-metrics.js';
import { AccountNavLink } from './AccountNavLink.js';
import { AdminNavLink } from './AdminNavLink.js';
import { NavItemLink } from './NavItemLink.js';
import { navItemStyles } from './nav-link-styles.js';
import { useEscapeKey } from './use-escape-key.js';
import { useOnPathChange } from './use-on-path-change.js';

const slideIn = keyframes`
  from { transform: translateX(100%); }
  to { transform: translateX(0); }
`;

const ToggleButton = styled.button`
  ${navItemStyles}
  margin-inline-start: auto;
  min-width: 44px;
  min-height: 44px;
  justify-content: center;
  ${focusRing}
  ${notReadyStyles}

  ${media.lg`
    display: none;
  `}
`;

/* Hidden panels are display:none, so the slide-in animation restarts each time the menu opens. */
const Panel = styled.nav`
  position: fixed;
  top: ${headerHeightPx}px;
  right: 0;
  bottom: 0;
  width: min(100%, 360px);
  overflow-y: auto;
  padding: ${theme.space.md} ${theme.space.lg} ${theme.space.xl};
  border-left: 1px solid ${theme.colors.border};
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadows.lg};
  animation: ${slideIn} ${theme.transitions.base};

  &[hidden] {
    display: none;
  }

  ${media.lg`
    display: none;
  `}
`;

const Group = styled.div`
  padding-block: ${theme.space.sm};
  border-bottom: 1px solid ${theme.colors.border};
`;

const GroupLabel = styled.p`
  margin: 0;
  padding: ${theme.space.xs} ${theme.space.sm};
  color: ${theme.colors.muted};
  font-size: ${theme.fontSizes.xs};
  font-weight: 700;
  letter-spacing: 0.06em;
  text-transform: uppercase;
`;

const NavList = styled(List)`
  a {
    ${navItemStyles}
    width: 100%;
    font-size: ${theme.fontSizes.md};
  }
`;

const JoinRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
  padding-top: ${theme.space.lg};
`;

interface LinkGroupProps {
  label?: string;
  links: NavLink[];
  onFollow: () => void;
}

function LinkGroup({ label, links, onFollow }: LinkGroupProps) {
  const labelId = useId();
  return (
    <Group>
      {label ? <GroupLabel id={labelId}>{label}</GroupLabel> : null}
      <NavList aria-labelledby={label ? labelId : undefined}>
        {links.map((link) => (
          <li key={link.href}>
            <NavItemLink link={link} onFollow={onFollow} />
          </li>
        ))}
      </NavList>
    </Group>
  );
}

/**
 * While `open`, Tab and Shift+Tab cycle through the toggle and the panel's controls only, so keyboard
 * focus never wanders behind the open menu.
 */
function useFocusCycle(
  open: boolean,
  toggleRef: RefObject<HTMLElement | null>,
  panelRef: RefObject<HTMLElement | null>,
) {
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const toggle = toggleRef.current;
      const panel = panelRef.current;
      if (event.key !== 'Tab' || !toggle || !panel) return;
      const cycle = [toggle, ...tabbableElements(panel)];
      const current = cycle.indexOf(document.activeElement as HTMLElement);
      const step = event.shiftKey ? -1 : 1;
      // From outside the cycle (focus was elsewhere), Tab enters it at the toggle.
      const next = current === -1 ? 0 : (current + step + cycle.length) % cycle.length;
      event.preventDefault();
      cycle[next]?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, toggleRef, panelRef]);
}

/**
 * The small-screen menu: a labelled toggle button and a panel sliding in from the right with every
 * link of the desktop bar plus the Utilities entry. While open, Tab cycles inside it; it closes on
 * navigation, on a followed link and on Escape (which returns focus to the toggle).
 */
export function MobileNavigation() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLElement>(null);
  const ready = useReadyAfterHydration();
  const close = useCallback(() => setOpen(false), []);
  const closeAndRefocus = useCallback(() => {
    setOpen(false);
    toggleRef.current?.focus();
  }, []);

  useOnPathChange(close);
  useEscapeKey(open, closeAndRefocus);
  useFocusCycle(open, toggleRef, panelRef);

  return (
    <>
      <ToggleButton
        ref={toggleRef}
        type="button"
        aria-label="Menu"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((isOpen) => !isOpen)}
        {...ready}
      >
        {open ? <X aria-hidden="true" size={24} /> : <Menu aria-hidden="true" size={24} />}
      </ToggleButton>
      <Panel id={panelId} ref={panelRef} aria-label="Mobile" hidden={!open}>
        <LinkGroup links={topLinks} onFollow={close} />
        {navMenus.map((menu) => (
          <LinkGroup key={menu.label} label={menu.label} links={menu.links} onFollow={close} />
        ))}
        <LinkGroup label="Utilities" links={mobileUtilities} onFollow={close} />
        <JoinRow>
          <AdminNavLink onClick={close} />
          <AccountNavLink onClick={close} />
          <ButtonLink to={joinButton.href} onClick={close}>
            {joinButton.label}
          </ButtonLink>
        </JoinRow>
      </Panel>
    </>
  );
}
