import {
  type EventMailResponse,
  type EventRegistrationResponse,
  marketingApi,
} from '@gbc/contracts/marketing';
import type { ApiMutationDefinition } from '@gbc/web-kit';

// Response schemas load on first use, so zod stays out of the page's first load.
const schemas = () => import('@gbc/contracts/marketing');

/** The writes of /events, for `useApiMutation`; the access token makes a write the account's. */
export const eventApi = {
  register: (accessToken: string | null): ApiMutationDefinition<EventRegistrationResponse> => ({
    method: 'POST',
    path: marketingApi.events.register,
    schema: async () => (await schemas()).eventRegistrationResponseSchema,
    accessToken,
    errorContext: 'event registration',
  }),
  confirmationEmail: (): ApiMutationDefinition<EventMailResponse> => ({
    method: 'POST',
    path: marketingApi.events.registrationEmail,
    schema: async () => (await schemas()).eventMailResponseSchema,
  }),
  information: (accessToken: string | null): ApiMutationDefinition<EventMailResponse> => ({
    method: 'POST',
    path: marketingApi.events.information,
    schema: async () => (await schemas()).eventMailResponseSchema,
    accessToken,
  }),
};
