// Without zod: the privacy screen imports these in its first chunk.
import { serviceApiPaths } from '../service-api.js';

const { api, encode } = serviceApiPaths('admin');

/** Route patterns of the privacy requests, relative to the admin service's prefix. */
export const privacyRoutePatterns = {
  requests: '/privacy/requests',
  request: '/privacy/requests/:id',
  download: '/privacy/requests/:id/export',
} as const;

export const privacyApi = {
  /** POST `privacyRequestSchema` (admin): 202 and the new request; GET: the latest requests. */
  requests: api(privacyRoutePatterns.requests),
  /** GET (admin): one request with each service's state. */
  request: (id: string) => `${api('/privacy/requests')}/${encode(id)}`,
  /** GET (admin): a finished export as one JSON document (a download). */
  download: (id: string) => `${api('/privacy/requests')}/${encode(id)}/export`,
} as const;

export const privacyRequestKinds = ['export', 'erase'] as const;
export type PrivacyRequestKind = (typeof privacyRequestKinds)[number];

/**
 * A service's part of a request: `pending` until it confirms (retried with growing pauses while it
 * fails), `done` once it did, `not-held` when it holds no personal data (it does not implement the contract).
 */
export const privacyStepStates = ['pending', 'done', 'not-held'] as const;
export type PrivacyStepState = (typeof privacyStepStates)[number];

export const privacyStepStateLabels: Record<PrivacyStepState, string> = {
  pending: 'Pending',
  done: 'Confirmed',
  'not-held': 'Holds no personal data',
};

/** The step that removes the address from the shared mail outbox: run by the admin service itself, last. */
export const mailOutboxStep = 'mail-outbox';

export interface PrivacyStep {
  service: string;
  state: PrivacyStepState;
  attempts: number;
  lastError: string | null;
  /** Erase: how many records of each kind went. */
  erased: Record<string, number> | null;
  updatedAt: string;
}

export interface PrivacyRequestView {
  id: string;
  kind: PrivacyRequestKind;
  /** The address while the request runs, and for exports; null once an erasure is complete. */
  email: string | null;
  /** The keyed hash the audit log names the address by. */
  subjectHash: string;
  requestedBy: string | null;
  createdAt: string;
  completedAt: string | null;
  steps: PrivacyStep[];
}

export const privacyMessages = {
  notFound: 'No privacy request has this id.',
  exportNotReady: 'This export is not complete yet.',
  notAnExport: 'This request is an erasure: it has nothing to download.',
  /** What the erase report says of the audit log, as the privacy notice does. */
  auditRetention:
    'The audit log is append-only and kept as the security record: the erasure appears there under a keyed hash of the address, never the address itself.',
} as const;
