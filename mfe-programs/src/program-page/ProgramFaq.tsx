import { focusRing, List, Text, theme } from '@gbc/ui';
import { type SyntheticEvent, useRef } from 'react';
import { styled } from 'styled-components';
import type { FaqEntry } from './types.js';

const Item = styled.details`
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};

  &[open] > summary::after {
    transform: rotate(-135deg);
  }
`;

const Question = styled.summary`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: ${theme.space.md};
  padding: ${theme.space.md};
  font-weight: 600;
  cursor: pointer;
  list-style: none;
  border-radius: ${theme.radii.md};

  &::-webkit-details-marker {
    display: none;
  }

  /* The chevron: decorative, drawn so that no icon is announced. */
  &::after {
    content: '';
    flex-shrink: 0;
    width: 8px;
    height: 8px;
    border-right: 2px solid currentColor;
    border-bottom: 2px solid currentColor;
    transform: rotate(45deg);
    transition: transform ${theme.transitions.fast};
  }

  @media (prefers-reduced-motion: reduce) {
    &::after {
      transition: none;
    }
  }

  ${focusRing}
`;

const Answer = styled.div`
  padding: 0 ${theme.space.md} ${theme.space.md};
`;

/**
 * Questions that open one at a time. Native `<details>` sharing a `name` (an exclusive accordion): it
 * works from the server HTML on, without JavaScript, with Enter and Space on each question. Where a
 * browser ignores `name`, opening one answer closes the others here.
 */
export function ProgramFaq({ entries, group }: { entries: readonly FaqEntry[]; group: string }) {
  const items = useRef<(HTMLDetailsElement | null)[]>([]);
  const closeOthers = (event: SyntheticEvent<HTMLDetailsElement>) => {
    const opened = event.currentTarget;
    if (!opened.open) return;
    for (const item of items.current) {
      if (item && item !== opened && item.open) item.open = false;
    }
  };
  return (
    <List gap="sm">
      {entries.map((entry, index) => (
        <li key={entry.question}>
          <Item
            name={group}
            ref={(element) => {
              items.current[index] = element;
            }}
            onToggle={closeOthers}
          >
            <Question>{entry.question}</Question>
            <Answer>
              <Text>{entry.answer}</Text>
            </Answer>
          </Item>
        </li>
      ))}
    </List>
  );
}
