import { paymentsApi } from '@gbc/contracts/payments';

/** What identity asks of the payments service. Injectable, so tests can stand in for it. */
export interface PaymentsClient {
  /** Replaces the user's personal data in payment records, which the law requires to keep. Idempotent. */
  pseudonymise(userId: string): Promise<void>;
}

export class PaymentsUnavailableError extends Error {
  override name = 'PaymentsUnavailableError';
}

export interface HttpPaymentsClientOptions {
  /** Base URL of the payments service (its routes under `/api/payments`), read at each call. */
  baseUrl: () => string;
  internalApiToken: string;
  timeoutMs?: number;
}

/** Calls payments' internal API with the shared internal token. */
export function httpPaymentsClient(options: HttpPaymentsClientOptions): PaymentsClient {
  return {
    async pseudonymise(userId) {
      const url = `${options.baseUrl().replace(/\/+$/, '')}${paymentsApi.internal.pseudonymise}`;
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${options.internalApiToken}`,
            'content-type': 'application/json',
          },
          body: JSON.stringify({ userId }),
          signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
        });
      } catch (error) {
        throw new PaymentsUnavailableError(`payments could not be reached: ${(error as Error).message}`);
      }
      if (!response.ok) throw new PaymentsUnavailableError(`payments answered ${response.status}`);
    },
  };
}
