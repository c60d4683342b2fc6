import { GridList, Heading, Text, theme } from '@gbc/ui';
import { styled } from 'styled-components';
import type { TitledText } from './types.js';

const Item = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.sm};
  padding: ${theme.space.lg};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};
`;

/** Items with a title and a text (outcomes, benefits, criteria, stories) as a list of cards. */
export function TitledTextGrid({ items, label }: { items: readonly TitledText[]; label: string }) {
  return (
    <GridList columns={{ base: 1, md: 2, lg: 3 }} aria-label={label}>
      {items.map((item) => (
        <Item key={item.title}>
          <Heading level={3} size="sm">
            {item.title}
          </Heading>
          <Text tone="muted">{item.text}</Text>
        </Item>
      ))}
    </GridList>
  );
}
