import type { Server } from 'node:http';
import { fileURLToPath } from 'node:url';
import { listServicePackages, sameHostBaseUrl, serviceUrlVariable } from '@gbc/service-kit';
import type { PrivacyTarget } from './privacy.client.js';

const repoRoot = fileURLToPath(new URL('../../../..', import.meta.url));

/**
 * Every service the site has, found as deploy and the gateway find them (their `gbc.service`
 * declarations), at `SERVICE_<NAME>_URL` or else on this host (the single-process default). A service
 * added later joins by implementing the personal-data contract; one that does not answers 404 and is
 * shown as holding none.
 */
export function discoveredPrivacyTargets(
  env: Record<string, string | undefined>,
  server: Server,
): readonly PrivacyTarget[] {
  const sameHost = sameHostBaseUrl(server);
  return listServicePackages(repoRoot)
    .filter((service) => service.name !== 'admin')
    .map(({ name }) => {
      const configured = env[serviceUrlVariable(name)];
      return { name, baseUrl: configured ? () => configured : sameHost };
    });
}
