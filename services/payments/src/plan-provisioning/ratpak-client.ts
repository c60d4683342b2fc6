import { ratpakTrialsApi, type TrialState } from '@gbc/contracts/ratpak';

/** How payments tells the ratpak service about plan subscriptions; tests pass a fake. */
export interface RatpakClient {
  /** Puts the subscription's state as it is now; idempotent, so a repeat is harmless. */
  putTrial(subscriptionId: string, state: TrialState): Promise<void>;
}

/** The ratpak service could not be reached, timed out or answered 5xx (or 408/429): try again later. */
export class RatpakUnavailableError extends Error {
  override name = 'RatpakUnavailableError';
}

/** The ratpak service refused the request itself (another 4xx): sending it again cannot help. */
export class RatpakRefusedError extends Error {
  override name = 'RatpakRefusedError';
  constructor(readonly status: number) {
    super(`ratpak refused the plan subscription with ${status}`);
  }
}

const isRefusal = (status: number) => status >= 400 && status < 500 && status !== 408 && status !== 429;

export interface HttpRatpakClientOptions {
  /** Origin of the ratpak service (or of the host that mounts it), read at each call. */
  baseUrl: () => string;
  internalApiToken: string;
  timeoutMs?: number;
}

/** Calls ratpak's internal trials API with the shared internal token. */
export function httpRatpakClient({
  baseUrl,
  internalApiToken,
  timeoutMs = 5000,
}: HttpRatpakClientOptions): RatpakClient {
  return {
    async putTrial(subscriptionId, state) {
      let response: Response;
      try {
        response = await fetch(new URL(ratpakTrialsApi.trial(subscriptionId), baseUrl()), {
          method: 'PUT',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${internalApiToken}` },
          body: JSON.stringify(state),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        throw new RatpakUnavailableError(`ratpak could not be reached: ${(error as Error).message}`);
      }
      if (isRefusal(response.status)) throw new RatpakRefusedError(response.status);
      if (!response.ok) throw new RatpakUnavailableError(`ratpak answered ${response.status}`);
    },
  };
}
