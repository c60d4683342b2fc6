import { pathTo, routeMeta } from '@gbc/site-map';
import { ButtonLink, Grid, Stack, Text } from '@gbc/ui';
import { useDocumentMeta } from '@gbc/web-kit';
import { ClosingBanner } from '../layout/ClosingBanner.js';
import { FeatureCards } from '../layout/FeatureCards.js';
import { PageHero } from '../layout/PageHero.js';
import { PageSection } from '../layout/PageSection.js';
import { StatGrid } from '../layout/StatGrid.js';
import { verticals } from '../verticals/content/verticals.js';
import { VerticalCard } from '../verticals/VerticalCard.js';
import {
  bciIntents,
  bciIntro,
  capabilities,
  missionFlow,
  platformSupport,
  ratpakClosing,
  ratpakHero,
  sectionTitles,
  technicalSpecs,
  useCases,
} from './content/ratpak.js';
import { RatpakAccess } from './RatpakAccess.js';

const meta = routeMeta('/ratpak');

/** /ratpak (spec 2 §2): the fleet platform page, behind the early-access gate for the product `ratpak`. */
export default function RatpakPage() {
  useDocumentMeta({ title: meta.title, description: meta.description });
  return (
    <RatpakAccess>
      <PageHero
        eyebrow={ratpakHero.eyebrow}
        title={ratpakHero.title}
        lead={ratpakHero.lead}
        actions={ratpakHero.links.map((link, index) => (
          <ButtonLink key={link.to} to={link.to} variant={index === 0 ? 'secondary' : 'outline'}>
            {link.label}
          </ButtonLink>
        ))}
      />
      <PageSection id="capabilities" title={sectionTitles.capabilities}>
        <FeatureCards items={capabilities} columns={4} />
      </PageSection>
      <PageSection id="platform-support" title={sectionTitles.platformSupport} tone="muted">
        <StatGrid stats={platformSupport} />
      </PageSection>
      <PageSection id="use-cases" title={sectionTitles.useCases}>
        <FeatureCards items={useCases} columns={4} />
      </PageSection>
      <PageSection id="bci-control" title={sectionTitles.bci} tone="muted">
        <Stack gap="md">
          <Text>{bciIntro}</Text>
          <FeatureCards items={bciIntents} columns={4} />
        </Stack>
      </PageSection>
      <PageSection id="specs" title={sectionTitles.specs}>
        <StatGrid stats={technicalSpecs} />
      </PageSection>
      <PageSection id="mission-flow" title={sectionTitles.missionFlow} tone="muted">
        <FeatureCards items={missionFlow} columns={4} />
      </PageSection>
      <PageSection id="verticals" title={sectionTitles.verticals} lead={sectionTitles.verticalsLead}>
        <Stack gap="lg" align="flex-start">
          <Grid columns={{ base: 1, md: 2, lg: 3 }}>
            {verticals.slice(0, 3).map((vertical) => (
              <VerticalCard key={vertical.slug} vertical={vertical} />
            ))}
          </Grid>
          <ButtonLink to={pathTo('/ratpak/verticals')} variant="outline">
            {sectionTitles.allVerticals}
          </ButtonLink>
        </Stack>
      </PageSection>
      <ClosingBanner {...ratpakClosing} />
    </RatpakAccess>
  );
}
