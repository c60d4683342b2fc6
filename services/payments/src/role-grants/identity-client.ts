import { type InternalRoleGrantRequest, identityApi } from '@gbc/contracts/identity';

/** How payments tells identity about membership role changes; tests pass a fake. */
export interface IdentityClient {
  setMemberRole(request: InternalRoleGrantRequest): Promise<void>;
}

/** Identity refused the request itself (a 4xx other than a timeout or rate limit): sending it again cannot help. */
export class IdentityRefusedError extends Error {
  override name = 'IdentityRefusedError';
  constructor(readonly status: number) {
    super(`identity refused the role grant with ${status}`);
  }
}

/** 408 and 429 say "not now", not "never". */
const isRefusal = (status: number) => status >= 400 && status < 500 && status !== 408 && status !== 429;

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
      const response = await fetch(new URL(identityApi.internal.roleGrants, baseUrl()), {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${internalApiToken}` },
        body: JSON.stringify(request),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (isRefusal(response.status)) throw new IdentityRefusedError(response.status);
      if (!response.ok) throw new Error(`identity answered ${response.status} to the role grant`);
    },
  };
}
