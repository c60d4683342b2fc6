import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { RequestHandler, Response } from 'express';
import helmet from 'helmet';

/** The CSP nonce of this response: styles the page's HTML carries and styled-components adds later. */
export function cspNonceOf(res: Response): string {
  return String(res.locals.cspNonce);
}

const hstsValue = 'max-age=31536000; includeSubDomains';
/** The site uses none of these powerful features; denying them limits what injected code could do. */
const permissionsPolicy = 'camera=(), microphone=(), geolocation=(), usb=()';

/**
 * Every response header the gateway decides itself. A proxied service's value for one of these is
 * dropped, so a service's own helmet cannot loosen or contradict the gateway's policy.
 */
export const gatewayOwnedHeaders: ReadonlySet<string> = new Set([
  'content-security-policy',
  'content-security-policy-report-only',
  'cross-origin-embedder-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'origin-agent-cluster',
  'permissions-policy',
  'referrer-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-powered-by',
  'x-xss-protection',
]);

export interface SecurityHeaderOptions {
  /** Origins of remotes served elsewhere: the shell loads their scripts and fetches their manifests. */
  remoteOrigins: readonly string[];
  /** HSTS only when the public origin is https: over plain http browsers ignore it and it only misleads. */
  hsts: boolean;
}

/** Helmet with a Content-Security-Policy that allows no inline script, plus a Permissions-Policy: for pages and files. */
export function htmlSecurityHeaders({ remoteOrigins, hsts }: SecurityHeaderOptions): RequestHandler {
  const applyHelmet = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'", ...remoteOrigins],
        'script-src-attr': ["'none'"],
        // Server-rendered and run-time <style> elements carry the response's nonce; no 'unsafe-inline'.
        'style-src': [
          "'self'",
          (_req, res) =>
            `'nonce-${(res as ServerResponse & { locals: Response['locals'] }).locals.cspNonce}'`,
        ],
        // Remotes on their own origins serve the logos and favicons of the routes they own.
        'img-src': ["'self'", 'data:', 'https:', ...remoteOrigins],
        'connect-src': ["'self'", ...remoteOrigins],
        'font-src': ["'self'", 'data:'],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'frame-ancestors': ["'self'"],
        'form-action': ["'self'"],
      },
    },
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  return (req, res, next) => {
    res.locals.cspNonce = randomBytes(16).toString('base64');
    if (hsts) res.setHeader('Strict-Transport-Security', hstsValue);
    res.setHeader('Permissions-Policy', permissionsPolicy);
    applyHelmet(req, res, next);
  };
}

/**
 * What a JSON answer needs and nothing more: no sniffing it into HTML, no reading it from another
 * origin's page, HSTS on https. Page-only headers (CSP, framing, permissions) mean nothing for JSON.
 */
export function apiSecurityHeaderValues(hsts: boolean): Readonly<Record<string, string>> {
  return {
    'X-Content-Type-Options': 'nosniff',
    'Cross-Origin-Resource-Policy': 'same-origin',
    ...(hsts ? { 'Strict-Transport-Security': hstsValue } : {}),
  };
}

/**
 * Static files (scripts, styles, images, manifests) get no page-only headers: a CSP, framing rules or a
 * permissions policy apply to documents, and on every script they only add bytes to each first load.
 * No sniffing and HSTS still hold; the file handlers set the resource policy and caching.
 */
export function assetSecurityHeaders(hsts: boolean): RequestHandler {
  return (_req, res, next) => {
    res.setHeader('X-Content-Type-Options', 'nosniff');
    if (hsts) res.setHeader('Strict-Transport-Security', hstsValue);
    next();
  };
}

/**
 * Headers for a page a service renders itself (the local checkout and portal): plain HTML forms with
 * no script or style. Nothing may frame it (a framed Pay button can be clickjacked), its forms post to
 * the site only, and its address, which carries a session id or a token, is sent as a referrer to the
 * site only (`no-referrer` would not do: browsers then send `Origin: null` with the page's own form).
 */
export const servicePageHeaders: Readonly<Record<string, string>> = {
  'Content-Security-Policy':
    "default-src 'none'; img-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'same-origin',
};

/** Whether a proxied answer is something a browser renders as a page rather than data. */
export function isServicePage(contentType: string | undefined): boolean {
  return /^\s*(text\/html|application\/xhtml\+xml|image\/svg\+xml)\b/i.test(contentType ?? '');
}
