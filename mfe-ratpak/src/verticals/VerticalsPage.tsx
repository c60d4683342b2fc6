import { routeMeta } from '@gbc/site-map';
import { Grid } from '@gbc/ui';
import { useDocumentMeta } from '@gbc/web-kit';
import { ClosingBanner } from '../layout/ClosingBanner.js';
import { PageHero } from '../layout/PageHero.js';
import { PageSection } from '../layout/PageSection.js';
import { verticals, verticalsPage } from './content/verticals.js';
import { VerticalCard } from './VerticalCard.js';

const meta = routeMeta('/ratpak/verticals');

/** /ratpak/verticals: the six vertical cards, each with Explore Solution and Schedule Demo. */
export default function VerticalsPage() {
  useDocumentMeta({ title: meta.title, description: meta.description });
  return (
    <>
      <PageHero {...verticalsPage.hero} />
      <PageSection id="verticals" title={verticalsPage.listTitle}>
        <Grid columns={{ base: 1, md: 2, lg: 3 }}>
          {verticals.map((vertical) => (
            <VerticalCard key={vertical.slug} vertical={vertical} />
          ))}
        </Grid>
      </PageSection>
      <ClosingBanner {...verticalsPage.closing} />
    </>
  );
}
