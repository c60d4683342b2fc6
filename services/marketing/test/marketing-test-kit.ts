import { signTestToken } from '@gbc/service-kit/testing';
import { createMarketingModule } from '../src/app.js';

/** The marketing service as its tests mount it: a fixed public origin, no background retention sweep. */
export const testMarketingModule = createMarketingModule({
  publicOrigin: 'https://gbc.example',
  consentRetention: false,
});

/** An editor's access token (admin role, second factor), for the admin write routes. */
export const adminHeaders = {
  authorization: `Bearer ${signTestToken({ email: 'editor@example.org', roles: ['admin'] })}`,
};
