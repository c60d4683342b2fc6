import type { EarlyAccessProduct } from '../early-access/early-access-copy.js';

// Without zod: the product pages import this without loading the schema.

/**
 * The gated pages whose requests the products service stores (`product_page`). The spec lists products,
 * equinelink and pawlink; the issue adds pinnipedlink, whose gate the spec does not show.
 */
export const productsAccessPages = [
  'products',
  'equinelink',
  'pawlink',
  'pinnipedlink',
] as const satisfies readonly EarlyAccessProduct[];
export type ProductsAccessPage = (typeof productsAccessPages)[number];
