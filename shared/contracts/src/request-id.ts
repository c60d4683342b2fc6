/** Header that carries one request's id through the gateway, the services and their logs. */
export const requestIdHeader = 'x-request-id';

/** Short ids of safe characters only, so a caller cannot forge log lines or send huge headers. */
const acceptableRequestId = /^[\w.:-]{1,128}$/;

/** The caller's request id when it looks sane, else a new random one. */
export function requestIdFrom(header: unknown): string {
  return typeof header === 'string' && acceptableRequestId.test(header) ? header : crypto.randomUUID();
}
