import type { IncomingMessage } from 'node:http';
import proxyAddr from 'proxy-addr';

/**
 * Express's `trust proxy` value for the configured proxies: with none, the socket's peer is the client
 * and every X-Forwarded-For a client sends is ignored.
 */
export function trustProxySetting(trustedProxies: readonly string[]): false | string[] {
  return trustedProxies.length > 0 ? [...trustedProxies] : false;
}

/** The form services and logs get: IPv4 peers on a dual-stack socket appear as `::ffff:a.b.c.d`. */
function plainAddress(address: string): string {
  return address.startsWith('::ffff:') && address.includes('.') ? address.slice('::ffff:'.length) : address;
}

/**
 * The visitor's address resolver for requests outside Express (the `/api` fast path): the first hop,
 * walking X-Forwarded-For from the right, that is not a trusted proxy, exactly as Express's `req.ip`
 * walks it with the same `trust proxy` list (both use proxy-addr).
 */
export function clientAddressResolver(trustedProxies: readonly string[]): (req: IncomingMessage) => string {
  const trusted = trustProxySetting(trustedProxies);
  // Without trusted proxies the peer is the client: no header to parse on every request.
  if (!trusted) return (req) => plainAddress(req.socket.remoteAddress ?? '');
  const trust = proxyAddr.compile(trusted);
  return (req) => plainAddress(proxyAddr(req, trust) || req.socket.remoteAddress || '');
}
