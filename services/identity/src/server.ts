import { serveServiceAlone } from '@gbc/service-kit';
import { createIdentityModule, identitySettingsFromEnv } from './index.js';

/** The identity service as its own process (cluster topology). */
const settings = await identitySettingsFromEnv(process.env);
// The host's own token checks (identity's signed-in and admin routes) trust identity's current key.
await serveServiceAlone(createIdentityModule(settings), {
  auth: { publicKey: settings.keys.currentPublicKeyPem },
});
