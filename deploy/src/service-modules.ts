import { marketingModule } from '@gbc/marketing-service';
import { paymentsModule } from '@gbc/payments-service';
import type { ServiceModule } from '@gbc/service-kit';

/** Every service of the site, in mounting and migration order: read by the servers and the test setup. */
export const serviceModules: ServiceModule[] = [marketingModule, paymentsModule];
