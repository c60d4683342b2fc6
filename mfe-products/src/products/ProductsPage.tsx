import { productsApi } from '@gbc/contracts/products';
import { EarlyAccessGate } from '@gbc/early-access';
import { pathTo, routeMeta } from '@gbc/site-map';
import { ButtonLink, Card, CardTitle, GridList, Stack, Text } from '@gbc/ui';
import { useDocumentMeta } from '@gbc/web-kit';
import { equineLinkTiers } from '../equinelink/content/equinelink.js';
import { pawLinkTiers } from '../pawlink/content/pawlink.js';
import { CheckoutNotice } from '../product-page/CheckoutNotice.js';
import { CardGrid, PageSection, ProductHero } from '../product-page/ProductSections.js';
import { TierPricing } from '../product-page/TierPricing.js';
import { productsOverview as copy } from './content/products.js';

const meta = routeMeta('/products');

/** Spec 2 "/products": gate, hero, four product cards, integration, both tier sections, quotes, help. */
export default function ProductsPage() {
  useDocumentMeta({ title: meta.title, description: meta.description });
  return (
    <>
      <EarlyAccessGate product="products" requestPath={productsApi.accessRequests} />
      <ProductHero eyebrow={copy.eyebrow} title={copy.title} lead={copy.lead} />
      <CheckoutNotice />
      <PageSection id="product-lines" title={copy.cardsHeading}>
        <GridList columns={{ base: 1, md: 2, lg: 4 }} gap="lg">
          {copy.cards.map((card) => (
            <Card as="li" key={card.title}>
              <Stack gap="sm" align="flex-start">
                <CardTitle>{card.title}</CardTitle>
                <Text tone="muted">{card.description}</Text>
                <ButtonLink to={card.to} variant="outline" aria-label={`Explore ${card.title}`}>
                  Explore
                </ButtonLink>
              </Stack>
            </Card>
          ))}
        </GridList>
      </PageSection>
      <PageSection id="integration" title={copy.integrationHeading} tone="muted">
        <CardGrid items={copy.integration} columns={3} />
      </PageSection>
      <TierPricing id="equinelink-pricing" section={equineLinkTiers} returnPath={pathTo('/products')} />
      <TierPricing id="pawlink-pricing" section={pawLinkTiers} returnPath={pathTo('/products')} />
      <PageSection id="custom-quotes" title={copy.customHeading} lead={copy.customLead} tone="muted">
        <Stack direction="row" gap="sm" wrap>
          {copy.customLinks.map((link) => (
            <ButtonLink key={link.label} to={link.to} variant="outline">
              {link.label}
            </ButtonLink>
          ))}
        </Stack>
      </PageSection>
      <PageSection id="help" title={copy.helpHeading}>
        <Stack direction="row" gap="sm" wrap>
          {copy.helpLinks.map((link) => (
            <ButtonLink key={link.label} to={link.to} variant="outline">
              {link.label}
            </ButtonLink>
          ))}
        </Stack>
      </PageSection>
    </>
  );
}
