/** Codes the client itself assigns when there is no server answer to take one from. */
export const clientErrorCodes = {
  network: 'NETWORK',
  timeout: 'TIMEOUT',
  invalidResponse: 'INVALID_RESPONSE',
} as const;

export interface ApiErrorInit {
  /** HTTP status; 0 when no response arrived (network failure, timeout). */
  status: number;
  code: string;
  /** Safe to show to the user as is. */
  message: string;
  fields?: Record<string, string>;
  cause?: unknown;
}

/** Every failure of apiGet/apiSend, with a message fit for a toast or an inline error. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields?: Record<string, string>;

  constructor({ status, code, message, fields, cause }: ApiErrorInit) {
    super(message, { cause });
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    if (fields) this.fields = fields;
  }
}
