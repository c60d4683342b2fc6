import type { Request } from 'express';

/**
 * Express's `trust proxy` value for the configured proxies: with none, the socket's peer is the client
 * and every X-Forwarded-For a client sends is ignored.
 */
export function trustProxySetting(trustedProxies: readonly string[]): false | string[] {
  return trustedProxies.length > 0 ? [...trustedProxies] : false;
}

/**
 * The visitor's address: the first hop, walking X-Forwarded-For from the right, that is not a trusted
 * proxy (Express does the walk for the `trust proxy` list). IPv4 peers on a dual-stack socket appear
 * as `::ffff:a.b.c.d`; services and logs get the plain form.
 */
export function clientAddressOf(req: Request): string {
  const address = req.ip ?? req.socket.remoteAddress ?? '';
  return address.startsWith('::ffff:') && address.includes('.') ? address.slice('::ffff:'.length) : address;
}
