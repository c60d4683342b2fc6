import { brand } from '@gbc/brand';
import { routeMeta } from '@gbc/site-map';
import { ButtonLink, ExternalButtonLink, Stack } from '@gbc/ui';
import { useDocumentMeta } from '@gbc/web-kit';
import { CardGrid, PageSection, ProductHero } from '../product-page/ProductSections.js';
import { neuroPak } from './content/neuropak.js';

const meta = routeMeta('/neuropak');

/** Spec 2 "/neuropak": four capability cards, the ecosystem, the development team and the external site. */
export default function NeuroPakPage() {
  useDocumentMeta({ title: meta.title, description: meta.description });
  return (
    <>
      <ProductHero
        eyebrow={neuroPak.eyebrow}
        title={neuroPak.title}
        lead={neuroPak.lead}
        actions={
          <>
            <ExternalButtonLink href={brand.neuropakExternalUrl}>{neuroPak.externalLink}</ExternalButtonLink>
            <ButtonLink to={neuroPak.contact.to} variant="outline">
              {neuroPak.contact.label}
            </ButtonLink>
          </>
        }
      />
      <PageSection id="capabilities" title={neuroPak.capabilitiesHeading}>
        <CardGrid items={neuroPak.capabilities} columns={4} />
      </PageSection>
      <PageSection id="ecosystem" title={neuroPak.ecosystemHeading} tone="muted">
        <Stack direction="row" gap="sm" wrap>
          {neuroPak.ecosystem.map((link) => (
            <ButtonLink key={link.to} to={link.to} variant="outline">
              {link.label}
            </ButtonLink>
          ))}
        </Stack>
      </PageSection>
    </>
  );
}
