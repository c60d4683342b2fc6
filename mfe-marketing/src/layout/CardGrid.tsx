import { Card, CardBody, CardTitle, GridList } from '@gbc/ui';

/** A titled card of a content page: a value, a focus area, a team. */
export interface ContentCard {
  id: string;
  title: string;
  description: string;
}

/** Cards in a list, one column on phones, two on tablets, `columns` on wide screens (default: as many as fit 3 or 4). */
export function CardGrid({ cards, columns }: { cards: readonly ContentCard[]; columns?: 3 | 4 }) {
  return (
    <GridList columns={{ base: 1, md: 2, lg: columns ?? (cards.length === 4 ? 4 : 3) }}>
      {cards.map((card) => (
        <Card as="li" key={card.id}>
          <CardTitle>{card.title}</CardTitle>
          <CardBody>{card.description}</CardBody>
        </Card>
      ))}
    </GridList>
  );
}
