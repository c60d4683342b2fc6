import type { ServiceDefinition, ServiceModule } from '@gbc/service-kit';
import { type PaymentsOptions, paymentsPlugin } from './app.js';
import type { PaymentsDatabase } from './database.js';
import { paymentsMigrations } from './migrations/index.js';
import { paymentsSettingsFromEnv } from './settings.js';

export type { PaymentsOptions } from './app.js';
export type { PaymentsDatabase } from './database.js';
export { type PaymentsSettings, paymentsSettingsFromEnv } from './settings.js';

/** The payments service with the given options (tests), mounted under `/api/payments` in schema `payments`. */
export function createPaymentsModule(
  resolveOptions: () => PaymentsOptions | Promise<PaymentsOptions>,
): ServiceModule<PaymentsDatabase> {
  return { name: 'payments', plugin: paymentsPlugin(resolveOptions), migrations: paymentsMigrations };
}

/** How hosts that discover this service (deploy, the test set-up) configure it from their environment. */
export const serviceDefinition: ServiceDefinition = {
  moduleFromEnv: (env) => createPaymentsModule(() => paymentsSettingsFromEnv(env)),
};
