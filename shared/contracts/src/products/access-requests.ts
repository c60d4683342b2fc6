import { earlyAccessRequestSchema } from '../early-access/early-access.js';
import { earlyAccessMessages } from '../early-access/early-access-copy.js';
import { type ProductsAccessPage, productsAccessPages } from './access-requests-copy.js';

const isProductsPage = (page: string): page is ProductsAccessPage =>
  (productsAccessPages as readonly string[]).includes(page);

/** The gate's request as the products service takes it: one of its own pages (`ratpak` is another service's). */
export const productsAccessRequestSchema = earlyAccessRequestSchema.refine(
  (request) => isProductsPage(request.productPage),
  { path: ['productPage'], message: earlyAccessMessages.productInvalid },
);
