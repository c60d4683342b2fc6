import { identityInternalApi, type RoleGrantRequest } from '@gbc/contracts/payments';

/** How payments tells identity about membership role changes; tests pass a fake. */
export interface IdentityClient {
  setMemberRole(request: RoleGrantRequest): Promise<void>;
}

export interface HttpIdentityClientOptions {
  /** Origin of the identity service (or of the host that mounts it), resolved per call. */
  baseUrl: () => string;
  internalApiToken: string;
  timeoutMs?: number;
}

/** Identity's internal role-grant endpoint over HTTP, authenticated with the shared internal token. */
export function httpIdentityClient({
  baseUrl,
  internalApiToken,
  timeoutMs = 5000,
}: HttpIdentityClientOptions): IdentityClient {
  return {
    async setMemberRole(request) {
      const response = await fetch(new URL(identityInternalApi.roleGrants, baseUrl()), {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${internalApiToken}` },
        body: JSON.stringify(request),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) {
        throw new Error(`identity answered ${response.status} to the role grant`);
      }
    },
  };
}
