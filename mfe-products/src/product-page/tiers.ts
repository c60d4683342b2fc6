import { type ProductId, productCatalogue } from '@gbc/contracts/payments';
import { purchaseCopy } from './content.js';
import type { TierSection } from './types.js';

/** A product's tiers from the catalogue (the figures the server charges), with the page's feature copy. */
export function tierSection(
  product: ProductId,
  heading: string,
  features: Record<'starter' | 'professional' | 'enterprise', readonly string[]>,
): TierSection {
  return {
    heading,
    currencyNote: purchaseCopy.currencyNote,
    tiers: productCatalogue.tiers
      .filter((tier) => tier.product === product)
      .map((tier) => ({ tier, features: features[tier.level] })),
  };
}
