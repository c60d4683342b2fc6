import { earlyAccessRequestSchema } from '../early-access/early-access.js';
import { earlyAccessMessages } from '../early-access/early-access-copy.js';

/** The gate's request as the ratpak service takes it: for the product `ratpak` only (the others are products'). */
export const ratpakAccessRequestSchema = earlyAccessRequestSchema.refine(
  (request) => request.productPage === 'ratpak',
  { path: ['productPage'], message: earlyAccessMessages.productInvalid },
);
