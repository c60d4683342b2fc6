import {
  createIdentityModule,
  type IdentitySettings,
  identityDataKeyFromEnv,
  identitySettingsFromEnv,
} from '@gbc/identity-service';
import { createMarketingModule, marketingSettingsFromEnv } from '@gbc/marketing-service';
import { createPaymentsModule, paymentsSettingsFromEnv } from '@gbc/payments-service';
import type { ServiceModule } from '@gbc/service-kit';

/**
 * Every service of the site, in mounting and migration order, each configured from one environment.
 * Identity's settings may be given when the caller already loaded them (its signing key is needed
 * beside); else they load when the host mounts it, and migrating needs only its data key.
 */
export function createServiceModules(env: NodeJS.ProcessEnv, identity?: IdentitySettings): ServiceModule[] {
  return [
    createMarketingModule(marketingSettingsFromEnv(env)),
    createPaymentsModule(() => paymentsSettingsFromEnv(env)),
    identity
      ? createIdentityModule(identity)
      : createIdentityModule(
          () => identitySettingsFromEnv(env),
          () => identityDataKeyFromEnv(env),
        ),
  ];
}

/** The services as this process's environment configures them: what the test set-up migrates. */
export const serviceModules = createServiceModules(process.env);
