import { pathTo } from '@gbc/site-map';
import { Badge, ButtonLink, Container, Heading, Lead, media, Section, Stack, theme } from '@gbc/ui';
import { ArrowRight, BookOpen } from 'lucide-react';
import { useId } from 'react';
import { styled } from 'styled-components';
import { useHeroVignette } from '../../vignettes/api.js';
import { hero, keyStatistics, vignettePath } from '../content/hero.js';
import { StatisticList } from './StatisticList.js';

/** Full-width stacked buttons on phones, a wrapping row from sm up. */
const Actions = styled.div`
  display: flex;
  flex-direction: column;
  align-self: stretch;
  gap: ${theme.space.md};

  ${media.sm`
    flex-direction: row;
    flex-wrap: wrap;
    align-self: flex-start;
  `}
`;

/** Holds the vignette button's place while its vignette loads, so the buttons after it never move. */
const ReservedButtonLink = styled(ButtonLink)`
  visibility: hidden;
`;

/** The numbers span the full column, under a hairline that separates them from the calls to action. */
const StatisticWrap = styled.div`
  align-self: stretch;
  padding-top: ${theme.space.xl};
  border-top: 1px solid rgba(248, 250, 252, 0.25);
`;

/** The page's only h1, its three entry points and the council's headline numbers. */
export function HeroSection() {
  const headingId = useId();
  const heroVignette = useHeroVignette();

  return (
    <Section tone="brand" aria-labelledby={headingId}>
      <Container>
        <Stack gap="xl" align="flex-start">
          <Badge tone="brand">{hero.badge}</Badge>
          <Stack gap="md">
            <Heading level={1} id={headingId}>
              {hero.headline}
            </Heading>
            <Lead>{hero.lead}</Lead>
          </Stack>
          <Actions>
            <ButtonLink to={hero.join.to} size="lg">
              {hero.join.label}
              <ArrowRight aria-hidden="true" size={20} />
            </ButtonLink>
            {heroVignette && (
              <ButtonLink to={vignettePath(heroVignette.slug)} variant="secondary" size="lg">
                <BookOpen aria-hidden="true" size={20} />
                {hero.vignetteLabel}
              </ButtonLink>
            )}
            {heroVignette === undefined && (
              <ReservedButtonLink to={pathTo('/vignettes')} variant="secondary" size="lg" tabIndex={-1}>
                <BookOpen aria-hidden="true" size={20} />
                {hero.vignetteLabel}
              </ReservedButtonLink>
            )}
            <ButtonLink to={hero.partner.to} variant="outline" size="lg">
              {hero.partner.label}
            </ButtonLink>
          </Actions>
          <StatisticWrap>
            <StatisticList
              statistics={keyStatistics}
              label={hero.statisticsLabel}
              columns={{ base: 2, md: 3, lg: 5 }}
            />
          </StatisticWrap>
        </Stack>
      </Container>
    </Section>
  );
}
