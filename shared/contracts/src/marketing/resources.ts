import { z } from 'zod';
import { queryInteger } from '../query.js';
import { comingSoonIds, resourceIds, resourceMessages } from './resources-catalogue.js';

/** POST `marketingApi.resources.downloadLink` (members): which document to download. */
export const resourceDownloadRequestSchema = z.object({
  resourceId: z.enum(resourceIds, { error: resourceMessages.unknownResource }),
});
export type ResourceDownloadRequest = z.infer<typeof resourceDownloadRequestSchema>;

/** The signed, short-lived URL of the document's PDF (site-relative) and when it stops working. */
export const resourceDownloadLinkResponseSchema = z.object({
  url: z.string(),
  expiresAt: z.iso.datetime({ offset: true }),
});
export type ResourceDownloadLinkResponse = z.infer<typeof resourceDownloadLinkResponseSchema>;

/** The download route's path parameter and the signature its query carries. */
export const resourceFileParamsSchema = z.object({
  resourceId: z.enum(resourceIds, { error: resourceMessages.unknownResource }),
});
export const resourceFileQuerySchema = z.object({
  expires: queryInteger('expires', { min: 0 }),
  signature: z
    .string({ error: resourceMessages.linkInvalid })
    .regex(/^[A-Za-z0-9_-]{43}$/, resourceMessages.linkInvalid),
});

/** POST `marketingApi.resources.notify` (signed in): the coming-soon document to hear about. */
export const resourceNotifyRequestSchema = z.object({
  itemId: z.enum(comingSoonIds, { error: resourceMessages.unknownComingSoon }),
});
export type ResourceNotifyRequest = z.infer<typeof resourceNotifyRequestSchema>;

export const resourceNotifyResponseSchema = z.object({ message: z.string() });
export type ResourceNotifyResponse = z.infer<typeof resourceNotifyResponseSchema>;
