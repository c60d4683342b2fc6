import { Badge, GridList, Heading, Text, theme } from '@gbc/ui';
import { styled } from 'styled-components';
import type { CurriculumBlock } from './types.js';

const Block = styled.li`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${theme.space.sm};
  padding: ${theme.space.lg};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};
`;

/** A program's curriculum in order, each block with its weeks, title and text. */
export function CurriculumList({ blocks, label }: { blocks: readonly CurriculumBlock[]; label: string }) {
  return (
    <GridList as="ol" columns={{ base: 1, md: 2 }} aria-label={label}>
      {blocks.map((block) => (
        <Block key={block.weeks}>
          <Badge tone="brand">{block.weeks}</Badge>
          <Heading level={3} size="sm">
            {block.title}
          </Heading>
          <Text tone="muted">{block.text}</Text>
        </Block>
      ))}
    </GridList>
  );
}
