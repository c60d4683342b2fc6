import { errorCodes } from '@gbc/contracts';
import {
  type ComingSoonId,
  comingSoonResources,
  marketingApi,
  type ResourceDownloadLinkResponse,
  type ResourceId,
  resourceDownloadLinkTtlSeconds,
  resourceMessages,
} from '@gbc/contracts/marketing';
import { HttpError } from '@gbc/service-kit';
import type { MarketingDb } from '../database.js';
import { readResourceFile } from './resources.files.js';
import type { DownloadLinkSigner } from './resources.links.js';
import { insertNotifyRequest } from './resources.repository.js';

export interface ResourceServiceOptions {
  signer: DownloadLinkSigner;
  /** Where the build wrote the PDFs. */
  filesDir: string;
  /** The clock, for tests that need a link to expire. */
  now?: () => Date;
}

export interface NotifyRequester {
  userId: string;
  email: string;
}

export type ResourceService = ReturnType<typeof createResourceService>;

/** Members-only downloads through signed, short-lived links, and Notify Me of signed-in visitors. */
export function createResourceService(
  db: MarketingDb,
  { signer, filesDir, now = () => new Date() }: ResourceServiceOptions,
) {
  const nowSeconds = () => Math.floor(now().getTime() / 1000);
  return {
    /** A link to the document's PDF; the caller has been checked to be a member. */
    async issueDownloadLink(resourceId: ResourceId): Promise<ResourceDownloadLinkResponse> {
      const expires = nowSeconds() + resourceDownloadLinkTtlSeconds;
      const signature = await signer.sign(resourceId, expires);
      const query = new URLSearchParams({ expires: String(expires), signature });
      return {
        url: `${marketingApi.resources.file(resourceId)}?${query}`,
        expiresAt: new Date(expires * 1000).toISOString(),
      };
    },

    /** The PDF a genuine, unexpired link names; 403 for a changed or made-up link, 410 once expired. */
    async openDownload(resourceId: ResourceId, expires: number, signature: string): Promise<Buffer> {
      const check = await signer.check(resourceId, expires, signature, nowSeconds());
      if (check === 'invalid') throw new HttpError(403, errorCodes.forbidden, resourceMessages.linkInvalid);
      if (check === 'expired') throw new HttpError(410, errorCodes.gone, resourceMessages.linkExpired);
      const file = await readResourceFile(filesDir, resourceId);
      if (!file) {
        throw new Error(
          `The PDF of ${resourceId} is missing from ${filesDir}: run npm run build -w services/marketing`,
        );
      }
      return file;
    },

    /** Stores the request once per account and document (a repeat is accepted and changes nothing). */
    async requestNotification(
      requester: NotifyRequester,
      itemId: ComingSoonId,
    ): Promise<{ message: string }> {
      await insertNotifyRequest(db, { user_id: requester.userId, email: requester.email, item_id: itemId });
      const item = comingSoonResources.find((candidate) => candidate.id === itemId);
      return { message: resourceMessages.notifyDescription(item?.title ?? itemId) };
    },
  };
}
