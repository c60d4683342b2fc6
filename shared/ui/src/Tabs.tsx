import type { SitePath } from '@gbc/site-map';
import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import { focusRing } from './focus-ring.js';
import { useHydrated } from './hydration.js';
import { reducedMotion } from './media.js';
import { accentColor, mutedTextColor } from './surface.js';
import { theme } from './theme.js';

export interface TabLink {
  /** Unique within the list; names the tab's element id. */
  id: string;
  label: ReactNode;
  /** The URL that shows this tab (e.g. `withSearch(pathTo('/resources'), { filter })`). */
  to: SitePath;
}

export interface TabsProps {
  /** The accessible name of the tab list. */
  label: string;
  tabs: readonly TabLink[];
  /** The id of the tab the current URL shows. */
  selectedId: string;
  /** The content of the selected tab. */
  children: ReactNode;
  className?: string;
}

const TabList = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.xs};
  padding: ${theme.space.xs};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surfaceMuted};
`;

const Tab = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 40px;
  padding: 0 ${theme.space.md};
  border-radius: ${theme.radii.md};
  color: ${mutedTextColor};
  font-weight: 600;
  text-decoration: none;
  transition: background ${theme.transitions.fast}, color ${theme.transitions.fast};

  &:hover {
    color: ${theme.colors.ink};
  }

  &[aria-selected='true'] {
    background: ${theme.colors.surface};
    color: ${accentColor};
    box-shadow: ${theme.shadows.sm};
  }

  ${focusRing}

  ${reducedMotion} {
    transition: none;
  }
`;

const TabPanel = styled.div`
  margin-top: ${theme.space.lg};
`;

const keyMoves: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowDown: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  ArrowUp: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/**
 * Tabs whose tabs are links: a `tablist` of `tab`s with `aria-selected`, each a real link to the URL
 * that shows it, so a choice can be shared and works before (or without) JavaScript. Once hydrated,
 * the list is one tab stop (the selected tab); arrow keys, Home and End move between tabs, and Enter
 * or Space opens the focused one. Before that, every tab is an ordinary link in the tab order.
 */
export function Tabs({ label, tabs, selectedId, children, className }: TabsProps) {
  const baseId = useId();
  const hydrated = useHydrated();
  const listRef = useRef<HTMLDivElement>(null);
  const tabIdOf = (id: string) => `${baseId}-tab-${id}`;
  const panelId = `${baseId}-panel`;

  const moveFocus = (event: KeyboardEvent<HTMLDivElement>) => {
    const elements = Array.from(listRef.current?.querySelectorAll<HTMLElement>('[role="tab"]') ?? []);
    const index = elements.indexOf(event.target as HTMLElement);
    if (index < 0) return;
    if (event.key === ' ') {
      // A link opens on Enter only; a tab also opens on Space.
      event.preventDefault();
      elements[index]?.click();
      return;
    }
    const move = keyMoves[event.key];
    if (!move) return;
    event.preventDefault();
    elements[move(index, elements.length)]?.focus();
  };

  return (
    <div className={className}>
      <TabList ref={listRef} role="tablist" aria-label={label} onKeyDown={moveFocus}>
        {tabs.map((tab) => {
          const selected = tab.id === selectedId;
          return (
            <Tab
              key={tab.id}
              id={tabIdOf(tab.id)}
              role="tab"
              to={tab.to}
              aria-selected={selected}
              aria-controls={selected ? panelId : undefined}
              tabIndex={hydrated && !selected ? -1 : undefined}
              // Switching tabs is not leaving the page: keep the reader where they are.
              preventScrollReset
            >
              {tab.label}
            </Tab>
          );
        })}
      </TabList>
      <TabPanel id={panelId} role="tabpanel" aria-labelledby={tabIdOf(selectedId)}>
        {children}
      </TabPanel>
    </div>
  );
}
