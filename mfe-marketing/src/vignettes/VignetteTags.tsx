import { Tag } from '@gbc/ui';
import { styled } from 'styled-components';

const TagList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export interface VignetteTagsProps {
  tags: readonly string[];
  /** Names the list for screen readers ("Tags"). */
  label: string;
}

/** A vignette's tags as non-interactive chips. */
export function VignetteTags({ tags, label }: VignetteTagsProps) {
  if (tags.length === 0) return null;
  return (
    <TagList aria-label={label}>
      {tags.map((tag) => (
        <li key={tag}>
          <Tag>{tag}</Tag>
        </li>
      ))}
    </TagList>
  );
}
