import {
  type PersonalDataRequest,
  personalDataApi,
  personalDataErasureSchema,
  personalDataExportSchema,
} from '@gbc/contracts';
import type { PrivacyRequestKind } from '@gbc/contracts/admin';

/** Where a service answers: its base URL, read at each call (the same host's port is known only once it listens). */
export interface PrivacyTarget {
  name: string;
  baseUrl: () => string;
}

/** What a service said: its records or counts, or that it holds no personal data (404: no contract). */
export type PrivacyCallOutcome = { held: true; result: Record<string, unknown> } | { held: false };

/** The service could not be asked or did not confirm: the step is retried. */
export class PrivacyCallFailed extends Error {
  override name = 'PrivacyCallFailed';
}

export interface PrivacyClient {
  call(
    target: PrivacyTarget,
    kind: PrivacyRequestKind,
    body: PersonalDataRequest,
  ): Promise<PrivacyCallOutcome>;
}

/** Calls the personal-data contract with the internal token, a timeout, and the answer checked against it. */
export function httpPrivacyClient(internalApiToken: string, timeoutMs = 30_000): PrivacyClient {
  return {
    async call(target, kind, body) {
      const path =
        kind === 'export' ? personalDataApi.exportOf(target.name) : personalDataApi.eraseOf(target.name);
      let response: Response;
      try {
        response = await fetch(`${target.baseUrl().replace(/\/+$/, '')}${path}`, {
          method: 'POST',
          headers: { authorization: `Bearer ${internalApiToken}`, 'content-type': 'application/json' },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        throw new PrivacyCallFailed(`${target.name} could not be reached: ${(error as Error).message}`);
      }
      if (response.status === 404) return { held: false };
      if (!response.ok) throw new PrivacyCallFailed(`${target.name} answered ${response.status}`);
      const answer: unknown = await response.json().catch(() => undefined);
      if (kind === 'export') {
        const parsed = personalDataExportSchema.safeParse(answer);
        if (parsed.success) return { held: true, result: parsed.data.records };
      } else {
        const parsed = personalDataErasureSchema.safeParse(answer);
        if (parsed.success) return { held: true, result: parsed.data.erased };
      }
      throw new PrivacyCallFailed(`${target.name} answered outside the personal-data contract`);
    },
  };
}
