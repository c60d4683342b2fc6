import type { AcceleratorFundingReading } from '@gbc/contracts/programs';
import { Badge, GridList, Heading, List, Text, theme } from '@gbc/ui';
import { styled } from 'styled-components';

const Reading = styled.li`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${theme.space.md};
  padding: ${theme.space.lg};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};
`;

const Step = styled.li`
  display: grid;
  grid-template-columns: minmax(10rem, auto) 1fr;
  gap: ${theme.space.md};
  padding-left: ${theme.space.md};
  border-left: 3px solid ${theme.colors.primary};
`;

/**
 * The accelerator's funding readings, each with its cohort and dates as a timeline; they are never
 * merged into one figure.
 */
export function FundingTimeline({ readings }: { readings: readonly AcceleratorFundingReading[] }) {
  return (
    <GridList columns={{ base: 1, md: 2 }}>
      {readings.map((reading) => (
        <Reading key={reading.cohort} aria-labelledby={`${slug(reading.cohort)}-title`}>
          <Badge tone="brand">{reading.cohort}</Badge>
          <Heading level={3} size="md" id={`${slug(reading.cohort)}-title`}>
            {reading.funding}
          </Heading>
          <List as="ol" gap="sm" aria-label={`${reading.cohort} dates`}>
            {reading.dates.map((date) => (
              <Step key={date.label}>
                <Text>{date.label}</Text>
                <Text>
                  <strong>{date.value}</strong>
                </Text>
              </Step>
            ))}
          </List>
        </Reading>
      ))}
    </GridList>
  );
}

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-');
