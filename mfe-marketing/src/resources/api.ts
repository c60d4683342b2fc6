import {
  marketingApi,
  type ResourceDownloadLinkResponse,
  type ResourceDownloadRequest,
  type ResourceNotifyRequest,
  type ResourceNotifyResponse,
  resourceMessages,
} from '@gbc/contracts/marketing';
import { useApiMutation } from '@gbc/web-kit';

// Schemas load with the request, not with the page: zod stays out of its first load.
const schemas = () => import('@gbc/contracts/marketing');

/** A member's signed, short-lived link to a document's PDF. */
export function useResourceDownloadLink(accessToken: string | null) {
  return useApiMutation<ResourceDownloadRequest, ResourceDownloadLinkResponse>({
    method: 'POST',
    path: marketingApi.resources.downloadLink,
    accessToken,
    schema: async () => (await schemas()).resourceDownloadLinkResponseSchema,
    errorContext: resourceMessages.downloadFailed,
  });
}

/** A signed-in visitor's Notify Me, stored so the promise can be kept. */
export function useResourceNotify(accessToken: string | null) {
  return useApiMutation<ResourceNotifyRequest, ResourceNotifyResponse>({
    method: 'POST',
    path: marketingApi.resources.notify,
    accessToken,
    schema: async () => (await schemas()).resourceNotifyResponseSchema,
    errorContext: resourceMessages.notifyFailed,
  });
}
