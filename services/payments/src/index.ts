import type { ServiceModule } from '@gbc/service-kit';
import { type PaymentsOptions, paymentsPlugin } from './app.js';
import type { PaymentsDatabase } from './database.js';
import { paymentsMigrations } from './migrations/index.js';
import { paymentsSettingsFromEnv } from './settings.js';

export type { PaymentsOptions } from './app.js';
export type { PaymentsDatabase } from './database.js';

/** The payments service with the given options (tests), mounted under `/api/payments` in schema `payments`. */
export function createPaymentsModule(
  resolveOptions: () => PaymentsOptions | Promise<PaymentsOptions>,
): ServiceModule<PaymentsDatabase> {
  return { name: 'payments', plugin: paymentsPlugin(resolveOptions), migrations: paymentsMigrations };
}

/** The payments service as hosts mount it, configured from the environment when it is registered. */
export const paymentsModule = createPaymentsModule(() => paymentsSettingsFromEnv(process.env));
