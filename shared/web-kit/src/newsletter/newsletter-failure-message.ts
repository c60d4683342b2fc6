import { newsletterMessages } from '@gbc/contracts/marketing';
import { ApiError } from '../api-error.js';

/**
 * Toast title after a failed sign-up: the server's own message when it rejected the request itself
 * (invalid address, rate limit), the spec's generic text for everything else (network, outage, a
 * service that is not deployed yet).
 */
export function newsletterFailureMessage(error: unknown): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 404) {
    return error.message;
  }
  return newsletterMessages.failed;
}
