import { Card, CardTitle, GridList, Stack, Text } from '@gbc/ui';
import type { TitledText } from './links.js';

interface FeatureCardsProps {
  items: readonly TitledText[];
  columns?: 2 | 3 | 4;
}

/** Titled cards in a grid: capabilities, use cases, intents. */
export function FeatureCards({ items, columns = 3 }: FeatureCardsProps) {
  return (
    <GridList columns={{ base: 1, md: 2, lg: columns }}>
      {items.map((item) => (
        <Card as="li" key={item.title}>
          <Stack gap="sm">
            <CardTitle>{item.title}</CardTitle>
            <Text size="sm">{item.text}</Text>
          </Stack>
        </Card>
      ))}
    </GridList>
  );
}
