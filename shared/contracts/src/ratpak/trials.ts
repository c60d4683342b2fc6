import { z } from 'zod';
import { emailAddressSchema } from '../email.js';
import { subscriptionPlanIds } from '../payments/catalogue.js';
import { serviceApiPaths } from '../service-api.js';

const { api, encode } = serviceApiPaths('ratpak');

/** Route patterns of plan provisioning, relative to `ratpakApi.prefix`. */
export const ratpakTrialRoutePatterns = {
  trial: '/internal/trials/:subscriptionId',
} as const;

/** Absolute paths of plan provisioning: internal only (the payments service, with the internal token). */
export const ratpakTrialsApi = {
  /** PUT `trialStateSchema`: a plan subscription's state as payments knows it now. */
  trial: (subscriptionId: string) => api(`/internal/trials/${encode(subscriptionId)}`),
} as const;

/**
 * A Soil Whisperer plan subscription as RATPAK provisions it: in its free trial, paying (a renewal
 * payment the provider is still retrying counts as active), or ended.
 */
export const trialStatuses = ['trialing', 'active', 'cancelled'] as const;
export type TrialStatus = (typeof trialStatuses)[number];

export const trialParamsSchema = z.object({ subscriptionId: z.string().uuid() });

/**
 * Body of the PUT: the whole state each time, so a repeat changes nothing and the newest state wins.
 * `email`: where the payer's receipts go, for the sales team; null when payments has none (pseudonymised).
 */
export const trialStateSchema = z.object({
  checkoutId: z.string().uuid(),
  planId: z.enum(subscriptionPlanIds),
  status: z.enum(trialStatuses),
  trialEndsAt: z.iso.datetime({ offset: true }).nullable(),
  email: emailAddressSchema.nullable(),
});
export type TrialState = z.infer<typeof trialStateSchema>;

/** Answer of the PUT: `created` the first time RATPAK hears of the subscription (sales were told). */
export const trialRecordedSchema = z.object({
  subscriptionId: z.string().uuid(),
  status: z.enum(trialStatuses),
  created: z.boolean(),
});
export type TrialRecorded = z.infer<typeof trialRecordedSchema>;
