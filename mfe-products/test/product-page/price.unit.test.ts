import { membershipCatalogue, productCatalogue } from '@gbc/contracts/payments';
import { membershipTierPriceText, wholeDollars } from '@gbc/contracts/products';
import { amountFromShownPrice } from '../../src/product-page/price.js';

describe('purchase amount (spec 2 §5)', () => {
  it('strips every non-digit from the shown price', () => {
    expect(amountFromShownPrice('$24,999')).toBe(24_999);
    expect(amountFromShownPrice('US$ 1,000.00')).toBe(100_000);
    expect(amountFromShownPrice('$120')).toBe(120);
  });

  it('gives back the catalogue price for every tier as the page shows it', () => {
    for (const tier of productCatalogue.tiers)
      expect(amountFromShownPrice(wholeDollars(tier.price))).toBe(tier.price);
  });
});

describe('prices as the spec writes them', () => {
  it('shows the product tiers in whole dollars', () => {
    expect(productCatalogue.tiers.map((tier) => wholeDollars(tier.price))).toEqual([
      '$24,999',
      '$49,999',
      '$99,999',
      '$19,999',
      '$39,999',
      '$79,999',
    ]);
  });

  it('shows the membership tiers as ranges or one price', () => {
    expect(membershipCatalogue.tiers.map(membershipTierPriceText)).toEqual([
      '$20,000 to $50,000',
      '$3,000 to $15,000',
      '$75 to $350',
      '$120',
    ]);
  });
});
