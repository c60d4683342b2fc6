import type { Request } from 'express';

/**
 * The absolute origin used in canonical links, og:url, robots.txt and sitemap.xml. Without a configured
 * origin it comes from the request (honouring X-Forwarded-* only when `trust proxy` is set), which is
 * why production should set PUBLIC_ORIGIN: a Host header is chosen by the client.
 */
export function publicOriginOf(req: Request, configuredOrigin: string | undefined): string {
  return configuredOrigin ?? `${req.protocol}://${req.host}`;
}

/** `https://example.org/` and `https://example.org` both become `https://example.org`. */
export function normalizeOrigin(origin: string): string {
  return new URL(origin).origin;
}
