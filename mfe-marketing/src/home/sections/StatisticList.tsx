import { type GridColumns, GridList, Text, theme } from '@gbc/ui';
import { styled } from 'styled-components';
import type { Statistic } from '../content/types.js';

const Item = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.xs};
`;

const Value = styled.span`
  font-size: ${theme.fontSizes['3xl']};
  font-weight: 800;
  line-height: 1.1;
`;

interface StatisticListProps {
  statistics: readonly Statistic[];
  label: string;
  columns: GridColumns;
}

/** Big numbers with their captions; the value is read before its caption ("40+ Countries"). */
export function StatisticList({ statistics, label, columns }: StatisticListProps) {
  return (
    <GridList columns={columns} gap="lg" aria-label={label}>
      {statistics.map((statistic) => (
        <Item key={statistic.label}>
          <Value>{statistic.value}</Value>
          <Text size="sm" tone="muted">
            {statistic.label}
          </Text>
        </Item>
      ))}
    </GridList>
  );
}
