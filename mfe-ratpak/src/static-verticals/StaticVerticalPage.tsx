import { pathTo, routeMeta } from '@gbc/site-map';
import { useDocumentMeta } from '@gbc/web-kit';
import { Breadcrumb } from '../layout/Breadcrumb.js';
import { ClosingBanner } from '../layout/ClosingBanner.js';
import { FeatureCards } from '../layout/FeatureCards.js';
import { PageHero } from '../layout/PageHero.js';
import { PageSection } from '../layout/PageSection.js';
import { StatGrid } from '../layout/StatGrid.js';
import { verticalTrail } from '../verticals/content/verticals.js';
import { type StaticVerticalSlug, staticVerticals } from './content/static-verticals.js';

const sectionTitles = { metrics: 'Results', capabilities: 'Capabilities' } as const;
const contactLink = { label: 'Contact sales', to: pathTo('/contact') };

/** One of the four static vertical pages (spec 2 §2): hero, metrics, four capabilities, call to action. */
export function StaticVerticalPage({ slug }: { slug: StaticVerticalSlug }) {
  const content = staticVerticals[slug];
  const meta = routeMeta(`/ratpak/verticals/${slug}`);
  useDocumentMeta({ title: meta.title, description: meta.description });
  return (
    <>
      <PageHero
        breadcrumb={<Breadcrumb trail={verticalTrail} current={content.title} />}
        eyebrow={content.eyebrow}
        title={content.title}
        lead={content.lead}
      />
      <PageSection id="metrics" title={sectionTitles.metrics}>
        <StatGrid stats={content.metrics} />
      </PageSection>
      <PageSection id="capabilities" title={sectionTitles.capabilities} tone="muted">
        <FeatureCards items={content.capabilities} columns={4} />
      </PageSection>
      <ClosingBanner {...content.closing} links={[contactLink]} external={content.demo} />
    </>
  );
}

/** Each page a default export of its own, as `pages.ts` registers them. */
export const staticVerticalPage = (slug: StaticVerticalSlug) => ({
  default: () => <StaticVerticalPage slug={slug} />,
});
