import { serveServiceAlone } from '@gbc/service-kit';
import { createPaymentsModule, paymentsSettingsFromEnv } from './index.js';

/** The payments service as its own process (cluster topology); a bad environment stops it before any migration. */
const settings = paymentsSettingsFromEnv(process.env);
await serveServiceAlone(createPaymentsModule(() => settings));
