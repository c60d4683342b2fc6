/** Copy shared by the product pages' purchase and checkout states (spec 2 §4, §8). */
export const purchaseCopy = {
  /** The tier sections' price caption: the currency stated once per section. */
  currencyNote: 'Prices in US dollars (USD), one-off purchase.',
  buy: (tierName: string) => `Purchase ${tierName}`,
  /** `tierName` is the product and the tier: 'EquineLink Starter'. */
  processing: (tierName: string) => `Processing purchase for ${tierName}...`,
  noCheckoutUrl: 'No checkout URL received',
  checkout: {
    loading: 'Checking your payment...',
    processing: 'Your payment is being processed. This page updates once it is confirmed.',
    processingGaveUp: 'Your payment is still being processed. Your receipt will follow by e-mail.',
    paid: (amount: string) => `Thank you! Your payment of ${amount} is confirmed. A receipt is on its way.`,
    failed: 'The payment did not go through. Nothing was charged.',
    cancelled: 'You left the checkout before paying, so nothing was charged.',
    notFound: 'We could not find that checkout.',
    error: 'We could not check the payment just now. Please reload the page.',
  },
} as const;
