import { createTransport, type Transporter } from 'nodemailer';

/**
 * Nodemailer waits minutes by default on a server that does not answer; the dispatcher holds its
 * claim on a batch while sending, so an unreachable server must fail fast and be retried later.
 * Settings given in the URL's query (e.g. `?connectionTimeout=30000`) still win.
 */
const smtpTimeouts = {
  connectionTimeout: 10_000,
  greetingTimeout: 10_000,
  socketTimeout: 30_000,
};

/** An SMTP transport for `smtpUrl` that sends every message from `from`. */
export function createMailTransport(smtpUrl: string, from: string): Transporter {
  return createTransport({ url: smtpUrl, ...smtpTimeouts }, { from });
}

/** Host and port of an SMTP URL for logs: never the credentials it may carry. */
export function describeSmtpServer(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  return `${url.protocol}//${url.host}`;
}
