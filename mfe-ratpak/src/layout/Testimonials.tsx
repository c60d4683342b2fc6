import { Badge, Card, GridList, theme } from '@gbc/ui';
import { styled } from 'styled-components';
import type { VerticalTestimonial } from './links.js';

const Quote = styled.figure`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.sm};
  align-items: flex-start;
  margin: 0;

  blockquote {
    margin: 0;
  }

  figcaption {
    font-size: ${theme.fontSizes.sm};
    color: ${theme.colors.muted};
  }
`;

const Stars = styled.span`
  color: ${theme.colors.warning};
  letter-spacing: 2px;
`;

/** Customer quotes with their result, the rating read out as "Rated 5 out of 5". */
export function Testimonials({ items }: { items: readonly VerticalTestimonial[] }) {
  return (
    <GridList columns={{ base: 1, lg: items.length }}>
      {items.map((item) => (
        <Card as="li" key={item.name}>
          <Quote>
            <Badge tone="success">{item.metric}</Badge>
            <Stars role="img" aria-label={`Rated ${item.rating} out of 5`}>
              {'★'.repeat(item.rating)}
            </Stars>
            <blockquote>{item.content}</blockquote>
            <figcaption>
              {item.name}, {item.role}, {item.company}
            </figcaption>
          </Quote>
        </Card>
      ))}
    </GridList>
  );
}
