import {
  type DemoBooked,
  type DemoConfirmationSent,
  type DemoSlotList,
  ratpakApi,
} from '@gbc/contracts/ratpak';
import { type ApiMutationDefinition, apiQueryOptions } from '@gbc/web-kit';

// Response schemas load with the first request, so zod stays out of the page's first load.
const schemas = () => import('@gbc/contracts/ratpak');

/** Every demo query key, built here only, so prefetching, the picker and its refresh share them. */
export const demoKeys = {
  slots: ['ratpak', 'demo-slots'] as const,
};

export const demoQueries = {
  /** The picker's six times; prefetched for the server render, refetched after a booking or a 409. */
  slots: () =>
    apiQueryOptions<DemoSlotList>({
      key: demoKeys.slots,
      path: ratpakApi.demo.slots,
      schema: async () => (await schemas()).demoSlotListSchema,
      errorContext: 'Failed to load demo slots',
    }),
};

/** The picker's writes, for `useApiMutation`; the access token makes a booking the account's. */
export const demoApi = {
  book: (accessToken: string | null): ApiMutationDefinition<DemoBooked> => ({
    method: 'POST',
    path: ratpakApi.demo.book,
    schema: async () => (await schemas()).demoBookedSchema,
    accessToken,
    errorContext: 'demo booking',
  }),
  confirmationEmail: (): ApiMutationDefinition<DemoConfirmationSent> => ({
    method: 'POST',
    path: ratpakApi.demo.confirmationEmail,
    schema: async () => (await schemas()).demoConfirmationSentSchema,
  }),
};
