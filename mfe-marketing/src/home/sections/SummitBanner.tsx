import { ButtonLink, Container, Eyebrow, Grid, Heading, Section, Stack, Text, theme } from '@gbc/ui';
import { CalendarDays, MapPin } from 'lucide-react';
import { useId } from 'react';
import { styled } from 'styled-components';
import { summit } from '../content/summit.js';
import { StatisticList } from './StatisticList.js';

const Details = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm} ${theme.space.lg};
  margin: 0;
  font-weight: 600;
`;

const Detail = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.xs};
`;

export function SummitBanner() {
  const headingId = useId();
  return (
    <Section tone="dark" aria-labelledby={headingId}>
      <Container>
        <Grid columns={{ base: 1, lg: 2 }} gap="2xl">
          <Stack gap="md" align="flex-start">
            <Eyebrow>{summit.eyebrow}</Eyebrow>
            <Heading level={2} id={headingId}>
              {summit.title}
            </Heading>
            <Details>
              <Detail>
                <CalendarDays aria-hidden="true" size={20} />
                {summit.date}
              </Detail>
              <Detail>
                <MapPin aria-hidden="true" size={20} />
                {summit.location}
              </Detail>
            </Details>
            <Text tone="muted">{summit.description}</Text>
            <Stack direction="row" gap="md" wrap>
              <ButtonLink to={summit.preRegister.to}>{summit.preRegister.label}</ButtonLink>
              <ButtonLink to={summit.learnMore.to} variant="outline">
                {summit.learnMore.label}
              </ButtonLink>
            </Stack>
          </Stack>
          <StatisticList statistics={summit.facts} label={summit.factsLabel} columns={{ base: 2 }} />
        </Grid>
      </Container>
    </Section>
  );
}
