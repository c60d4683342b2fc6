import type { ProgramFact } from '@gbc/contracts/programs';
import { GridList, Text, theme } from '@gbc/ui';
import { styled } from 'styled-components';

const Fact = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.xs};
  padding: ${theme.space.md};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
`;

const Value = styled.p`
  margin: 0;
  font-size: ${theme.fontSizes.lg};
  font-weight: 700;
`;

/** A program's key facts, each with its label, as a list. */
export function FactGrid({ facts, label }: { facts: readonly ProgramFact[]; label: string }) {
  return (
    <GridList columns={{ base: 1, md: 3 }} aria-label={label}>
      {facts.map((fact) => (
        <Fact key={fact.label}>
          <Text size="sm" tone="muted">
            {fact.label}
          </Text>
          <Value>{fact.value}</Value>
        </Fact>
      ))}
    </GridList>
  );
}
