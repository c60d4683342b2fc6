import type { NavMenu } from '@gbc/site-map';
import { List, notReadyStyles, theme, useReadyAfterHydration } from '@gbc/ui';
import { ChevronDown } from 'lucide-react';
import { type FocusEvent, type KeyboardEvent, useCallback, useEffect, useId, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { styled } from 'styled-components';
import { NavItemLink } from './NavItemLink.js';
import { navItemStyles } from './nav-link-styles.js';
import { useEscapeKey } from './use-escape-key.js';
import type { MenuHoverIntent } from './use-menu-hover-intent.js';

const Wrapper = styled.div`
  position: relative;
`;

const Trigger = styled.button`
  ${navItemStyles}
  ${notReadyStyles}

  svg {
    transition: transform ${theme.transitions.fast};
  }

  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }
`;

const Panel = styled(List)`
  position: absolute;
  top: calc(100% + ${theme.space.xs});
  left: 0;
  min-width: 280px;
  padding: ${theme.space.sm};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadows.lg};

  &[hidden] {
    display: none;
  }

  a {
    ${navItemStyles}
    flex-direction: row;
    flex-direction: column;
    align-items: flex-start;
    width: 100%;
    white-space: normal;
    padding: ${theme.space.sm} ${theme.space.md};
  }
`;

interface DesktopNavMenuProps {
  menu: NavMenu;
  intent: MenuHoverIntent;
}

/**
 * A disclosure menu of the desktop bar: a button with `aria-expanded` that shows a list of links.
 * Keyboard: Enter or Space toggles, ArrowDown opens and moves into the list, arrows move within it,
 * Escape closes and returns focus to the button, tabbing out closes it. Hover uses the spec's delays.
 */
export function DesktopNavMenu({ menu, intent }: DesktopNavMenuProps) {
  const { pathname } = useLocation();
  const open = intent.openMenu === menu.label;
  const panelId = useId();
  const wrapperRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLUListElement>(null);
  const focusFirstLinkOnOpen = useRef(false);
  const ready = useReadyAfterHydration();
  const containsCurrentPage = menu.links.some((link) => !link.external && link.href === pathname);

  const menuLinks = () => Array.from(panelRef.current?.querySelectorAll<HTMLAnchorElement>('a') ?? []);

  useEffect(() => {
    if (open && focusFirstLinkOnOpen.current) {
      focusFirstLinkOnOpen.current = false;
      panelRef.current?.querySelector<HTMLAnchorElement>('a')?.focus();
    }
  }, [open]);

  const closeOnEscape = useCallback(() => {
    const focusWasInside = wrapperRef.current?.contains(document.activeElement) ?? false;
    intent.close();
    if (focusWasInside) triggerRef.current?.focus();
  }, [intent]);
  useEscapeKey(open, closeOnEscape);

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowDown') return;
    event.preventDefault();
    if (open) {
      menuLinks()[0]?.focus();
    } else {
      focusFirstLinkOnOpen.current = true;
      intent.open(menu.label);
    }
  };

  const onPanelKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const links = menuLinks();
    const current = links.indexOf(document.activeElement as HTMLAnchorElement);
    const targets: Record<string, number> = {
      ArrowDown: (current + 1) % links.length,
      ArrowUp: (current - 1 + links.length) % links.length,
      Home: 0,
      End: links.length - 1,
    };
    const target = targets[event.key];
    if (target === undefined) return;
    event.preventDefault();
    links[target]?.focus();
  };

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (open && !event.currentTarget.contains(event.relatedTarget as Node | null)) intent.close();
  };

  return (
    <Wrapper
      ref={wrapperRef}
      onMouseEnter={() => intent.pointerEnter(menu.label)}
      onMouseLeave={intent.pointerLeave}
      onBlur={onBlur}
    >
      <Trigger
        ref={triggerRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        data-active={containsCurrentPage}
        onClick={() => intent.toggle(menu.label)}
        onKeyDown={onTriggerKeyDown}
        {...ready}
      >
        {menu.label}
        <ChevronDown aria-hidden="true" size={16} />
      </Trigger>
      <Panel id={panelId} ref={panelRef} hidden={!open} onKeyDown={onPanelKeyDown}>
        {menu.links.map((link) => (
          <li key={link.href}>
            <NavItemLink link={link} showDescription onFollow={intent.close} />
          </li>
        ))}
      </Panel>
    </Wrapper>
  );
}
