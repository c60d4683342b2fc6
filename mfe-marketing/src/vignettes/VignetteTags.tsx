import { List, Tag } from '@gbc/ui';
import { styled } from 'styled-components';

const TagList = styled(List)`
  flex-direction: row;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
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
