import { Button } from '@gbc/ui';
import { styled } from 'styled-components';
import { vignettesPageCopy } from './copy.js';

const Group = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
`;

const Legend = styled.legend`
  float: left;
  margin-inline-end: ${({ theme }) => theme.space.sm};
  padding: 0;
  font-weight: 600;
`;

export interface TagFilterProps {
  tags: readonly string[];
  /** The chosen tag, or null for all. */
  selected: string | null;
  onSelect(tag: string | null): void;
}

/** Single-choice tag filter: toggle buttons in a labelled group; "All" (or the chosen tag again) clears it. */
export function TagFilter({ tags, selected, onSelect }: TagFilterProps) {
  return (
    <Group>
      <Legend>{vignettesPageCopy.filterLabel}</Legend>
      <Button
        size="sm"
        variant={selected === null ? 'primary' : 'outline'}
        aria-pressed={selected === null}
        onClick={() => onSelect(null)}
      >
        {vignettesPageCopy.allTags}
      </Button>
      {tags.map((tag) => {
        const pressed = tag === selected;
        return (
          <Button
            key={tag}
            size="sm"
            variant={pressed ? 'primary' : 'outline'}
            aria-pressed={pressed}
            onClick={() => onSelect(pressed ? null : tag)}
          >
            {tag}
          </Button>
        );
      })}
    </Group>
  );
}
