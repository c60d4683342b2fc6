import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import type { LookupFunction } from 'node:net';
import { siteAuditMessages } from '@gbc/contracts/admin';
import ipaddr from 'ipaddr.js';

/** Host names that stand for this machine: a site served on one of them is reachable on any. */
const loopbackHosts = ['localhost', '127.0.0.1', '[::1]'] as const;

/** The one site an audit may reach (OWASP SSRF: an allow-list of origins, checked again on every address). */
export interface AuditSite {
  /** `PUBLIC_ORIGIN`, the origin named in refusals. */
  origin: string;
  /** Origins accepted as the site: the public one, and its loopback aliases when it runs on loopback. */
  accepted: readonly string[];
  /** The site runs on loopback: its addresses must be loopback ones; otherwise public unicast ones. */
  loopback: boolean;
}

export function auditSiteFor(publicOrigin: string): AuditSite {
  const url = new URL(publicOrigin);
  const loopback = (loopbackHosts as readonly string[]).includes(url.hostname);
  const port = url.port ? `:${url.port}` : '';
  const accepted = loopback
    ? loopbackHosts.map((host) => new URL(`${url.protocol}//${host}${port}`).origin)
    : [url.origin];
  return { origin: url.origin, accepted, loopback };
}

/**
 * Whether the crawler may connect to `address`: on a loopback site only loopback addresses; else
 * only global unicast ones, so private, shared (CGNAT), link-local (cloud metadata at 169.254.169.254),
 * unique-local, multicast, reserved and IPv6 forms embedding an IPv4 address (6to4, Teredo, NAT64)
 * are all refused. IPv4-mapped IPv6 addresses are judged as the IPv4 address they carry.
 */
export function isAllowedAddress(address: string, site: AuditSite): boolean {
  let parsed: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    parsed = ipaddr.process(address.replace(/^\[|\]$/g, ''));
  } catch {
    return false;
  }
  const range = parsed.range();
  return site.loopback ? range === 'loopback' : range === 'unicast';
}

export type AuditUrlVerdict = { ok: true; url: URL } | { ok: false; message: string };

/**
 * A URL the crawler may request: on one of the site's accepted origins (parsed by WHATWG rules, so
 * `127.1` or `2130706433` count as the `127.0.0.1` they are), without credentials, and, where the host
 * is an address literal, an allowed address. Host names are checked when they resolve (`guardedLookup`).
 */
export function checkAuditUrl(raw: string, site: AuditSite): AuditUrlVerdict {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { ok: false, message: siteAuditMessages.urlInvalid };
  }
  if (!site.accepted.includes(url.origin) || url.username !== '' || url.password !== '') {
    return { ok: false, message: siteAuditMessages.refusedOrigin(site.origin) };
  }
  if (ipaddr.isValid(url.hostname.replace(/^\[|\]$/g, '')) && !isAllowedAddress(url.hostname, site)) {
    return { ok: false, message: siteAuditMessages.refusedAddress };
  }
  return { ok: true, url };
}

/** Thrown by `guardedLookup` for a host that resolves to an address the audit may not reach. */
export class RefusedAddressError extends Error {
  override name = 'RefusedAddressError';
  readonly code = 'ERR_AUDIT_REFUSED_ADDRESS';
  constructor() {
    super(siteAuditMessages.refusedAddress);
  }
}

/**
 * A `lookup` for sockets that resolves the host, refuses it when any of its addresses is not allowed,
 * and connects to the checked address itself: the address checked is the address used, so a DNS
 * answer that changes between check and connect (rebinding) cannot slip through.
 */
export function guardedLookup(site: AuditSite): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { all: true, family: options.family ?? 0 }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 0);
      if (addresses.length === 0 || addresses.some(({ address }) => !isAllowedAddress(address, site))) {
        return callback(new RefusedAddressError(), '', 0);
      }
      if (options.all)
        return (callback as unknown as (e: null, all: LookupAddress[]) => void)(null, addresses);
      const [first] = addresses as [LookupAddress];
      return callback(null, first.address, first.family);
    });
  };
}

/** Resolves `url`'s host through `guardedLookup`: a refusal before the run starts rather than during it. */
export function checkResolvedHost(url: URL, site: AuditSite): Promise<AuditUrlVerdict> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (ipaddr.isValid(host)) return Promise.resolve({ ok: true, url });
  return new Promise((resolve) => {
    guardedLookup(site)(host, { all: true }, (error) => {
      if (!error) return resolve({ ok: true, url });
      resolve({
        ok: false,
        message: error instanceof RefusedAddressError ? error.message : `${url.host} could not be resolved.`,
      });
    });
  });
}
