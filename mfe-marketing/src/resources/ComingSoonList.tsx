import type { ComingSoonItem } from '@gbc/contracts/marketing';
import { Button, Card, CardBody, CardTitle, GridList, Text } from '@gbc/ui';
import { useId } from 'react';
import { styled } from 'styled-components';
import { comingSoonIcon, resourcesPageCopy } from './content/resources-page.js';

const copy = resourcesPageCopy.comingSoon;

const Title = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};

  svg {
    flex: none;
    color: ${({ theme }) => theme.colors.primary};
  }
`;

function ComingSoonEntry({
  item,
  onNotify,
  disabled,
}: {
  item: ComingSoonItem;
  onNotify(item: ComingSoonItem): void;
  disabled: boolean;
}) {
  const titleId = useId();
  const Icon = comingSoonIcon;
  return (
    <Card as="li" aria-labelledby={titleId}>
      <Title>
        <Icon aria-hidden="true" size={20} />
        <CardTitle id={titleId}>{item.title}</CardTitle>
      </Title>
      <CardBody>{item.description}</CardBody>
      <Text size="sm" tone="muted">
        {copy.expected(item.expected)}
      </Text>
      <div>
        <Button
          size="sm"
          variant="outline"
          aria-describedby={titleId}
          disabled={disabled}
          onClick={() => onNotify(item)}
        >
          {copy.notifyLabel}
        </Button>
      </div>
    </Card>
  );
}

export interface ComingSoonListProps {
  items: readonly ComingSoonItem[];
  onNotify(item: ComingSoonItem): void;
  /** While a signed-in visitor's request is being stored. */
  pendingId: string | null;
}

/** The documents in preparation, each with Notify Me. */
export function ComingSoonList({ items, onNotify, pendingId }: ComingSoonListProps) {
  return (
    <GridList columns={{ base: 1, md: 2 }}>
      {items.map((item) => (
        <ComingSoonEntry key={item.id} item={item} onNotify={onNotify} disabled={pendingId === item.id} />
      ))}
    </GridList>
  );
}
