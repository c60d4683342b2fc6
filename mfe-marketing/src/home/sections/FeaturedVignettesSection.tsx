import { ButtonLink, Container, Section, Stack } from '@gbc/ui';
import { useId } from 'react';
import { useVignetteList } from '../../vignettes/api.js';
import { featuredVignettesLimit, featuredVignettesPlaceholderCount } from '../../vignettes/constants.js';
import { VignetteGrid } from '../../vignettes/VignetteGrid.js';
import { featuredVignettesCopy } from '../content/vignettes.js';
import { SectionIntroHeader } from './SectionIntroHeader.js';

/** Six compact vignette cards; renders nothing when the list fails or is empty (spec 1 §7). */
export function FeaturedVignettesSection() {
  const headingId = useId();
  const list = useVignetteList({ limit: featuredVignettesLimit, fields: 'compact' });
  // A failed list arrives as an empty one (logged by the API hook); either way there is nothing to show.
  if (list.status === 'ready' && list.vignettes.length === 0) return null;

  return (
    <Section aria-labelledby={headingId}>
      <Container>
        <Stack gap="xl">
          <SectionIntroHeader intro={featuredVignettesCopy} headingId={headingId} />
          <VignetteGrid
            vignettes={list.vignettes}
            loading={list.status === 'loading'}
            placeholderCount={featuredVignettesPlaceholderCount}
            compact
          />
          <div>
            <ButtonLink to={featuredVignettesCopy.allLink.to} variant="outline">
              {featuredVignettesCopy.allLink.label}
            </ButtonLink>
          </div>
        </Stack>
      </Container>
    </Section>
  );
}
