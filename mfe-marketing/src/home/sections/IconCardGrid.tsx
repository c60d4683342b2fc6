import { Card, CardBody, CardTitle, GridList, theme } from '@gbc/ui';
import { styled } from 'styled-components';
import type { IconCard } from '../content/types.js';

const IconBadge = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 48px;
  height: 48px;
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.brandSoft};
  color: ${theme.colors.brand};
`;

/** Three equal cards, each led by an icon: the mission and pillar blocks. */
export function IconCardGrid({ cards }: { cards: readonly IconCard[] }) {
  return (
    <GridList columns={{ base: 1, md: 3 }}>
      {cards.map(({ id, title, description, icon: Icon }) => (
        <Card as="li" key={id}>
          <IconBadge>
            <Icon aria-hidden="true" size={24} />
          </IconBadge>
          <CardTitle>{title}</CardTitle>
          <CardBody>{description}</CardBody>
        </Card>
      ))}
    </GridList>
  );
}
