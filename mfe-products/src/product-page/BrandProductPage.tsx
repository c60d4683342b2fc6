import type { ProductsAccessPage } from '@gbc/contracts/products';
import { productsApi } from '@gbc/contracts/products';
import { EarlyAccessGate } from '@gbc/early-access';
import { pathTo, routeMeta } from '@gbc/site-map';
import { useDocumentMeta } from '@gbc/web-kit';
import { CheckoutNotice } from './CheckoutNotice.js';
import { BrandProductSections, ProductHero } from './ProductSections.js';
import { TierPricing } from './TierPricing.js';
import type { BrandProductContent, TierSection } from './types.js';

/** EquineLink, PawLink and PinnipedLink: the gate over the full page, which renders on the server. */
export function BrandProductPage({
  path,
  gate,
  content,
  tiers,
}: {
  path: '/equinelink' | '/pawlink' | '/pinnipedlink';
  gate: ProductsAccessPage;
  content: BrandProductContent;
  tiers?: TierSection;
}) {
  const meta = routeMeta(path);
  useDocumentMeta({ title: meta.title, description: meta.description });
  return (
    <>
      <EarlyAccessGate product={gate} requestPath={productsApi.accessRequests} />
      <ProductHero eyebrow={content.eyebrow} title={content.heroTitle} lead={content.heroLead} />
      <CheckoutNotice />
      <BrandProductSections
        content={content}
        pricing={tiers ? <TierPricing id="pricing" section={tiers} returnPath={pathTo(path)} /> : undefined}
      />
    </>
  );
}
