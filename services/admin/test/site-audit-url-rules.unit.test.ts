import { normalizeAuditUrl, siteAuditMessages, validateAuditResult } from '@gbc/contracts/admin';
import {
  auditSiteFor,
  checkAuditUrl,
  checkResolvedHost,
  isAllowedAddress,
} from '../src/site-audit/site-audit.url-rules.js';

describe('normalizeAuditUrl (spec 1 §5)', () => {
  it.each([
    ['', siteAuditMessages.urlRequired],
    ['   ', siteAuditMessages.urlRequired],
    ['http://', siteAuditMessages.urlInvalid],
    ['http://exa[mple', siteAuditMessages.urlInvalid],
    ['ftp://example.org', siteAuditMessages.urlInvalid],
    [`https://example.org/${'a'.repeat(2100)}`, siteAuditMessages.urlInvalid],
  ])('refuses input %# with %j', (input, message) => {
    expect(normalizeAuditUrl(input)).toEqual({ ok: false, message });
  });

  it('adds https:// without a scheme and removes a trailing slash before parsing', () => {
    expect(normalizeAuditUrl('example.org/about/')).toEqual({ ok: true, url: 'https://example.org/about' });
    expect(normalizeAuditUrl('http://localhost:8080/')).toEqual({ ok: true, url: 'http://localhost:8080/' });
  });
});

describe('the site an audit may reach', () => {
  const local = auditSiteFor('http://localhost:8080');
  const publicSite = auditSiteFor('https://council.example');

  it('accepts the loopback aliases of a loopback site, on its scheme and port only', () => {
    for (const url of [
      'http://localhost:8080/a',
      'http://127.0.0.1:8080/',
      'http://[::1]:8080/',
      'http://127.1:8080/',
    ]) {
      expect(checkAuditUrl(url, local).ok).toBe(true);
    }
    for (const url of [
      'https://localhost:8080/',
      'http://localhost:8081/',
      'http://10.0.0.1:8080/',
      'http://u:p@localhost:8080/',
    ]) {
      expect(checkAuditUrl(url, local)).toEqual({
        ok: false,
        message: siteAuditMessages.refusedOrigin('http://localhost:8080'),
      });
    }
  });

  it('accepts only PUBLIC_ORIGIN on a public site, never a loopback alias', () => {
    expect(checkAuditUrl('https://council.example/x', publicSite).ok).toBe(true);
    expect(checkAuditUrl('https://localhost/', publicSite).ok).toBe(false);
    expect(checkAuditUrl('https://sub.council.example/', publicSite).ok).toBe(false);
  });

  it('allows public unicast addresses on a public site and nothing private, link-local or embedded', () => {
    for (const address of ['93.184.216.34', '2606:4700::1111'])
      expect(isAllowedAddress(address, publicSite)).toBe(true);
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '100.64.0.1',
      '169.254.169.254',
      '0.0.0.0',
      '::1',
      'fd00:ec2::254',
      'fe80::1',
      '::ffff:10.0.0.1',
      '64:ff9b::a00:1',
      '2002:a00:1::',
      'not an address',
    ]) {
      expect(isAllowedAddress(address, publicSite)).toBe(false);
    }
  });

  it('allows only loopback addresses on a loopback site', () => {
    expect(isAllowedAddress('127.0.0.1', local)).toBe(true);
    expect(isAllowedAddress('::1', local)).toBe(true);
    expect(isAllowedAddress('::ffff:127.0.0.1', local)).toBe(true);
    expect(isAllowedAddress('93.184.216.34', local)).toBe(false);
    expect(isAllowedAddress('192.168.1.1', local)).toBe(false);
  });

  it('checks the resolved address of a host name: a public site whose name resolves to loopback is refused', async () => {
    const site = auditSiteFor('http://localhost.council.test');
    const named = { ...site, accepted: ['http://localhost'], loopback: false };
    expect(await checkResolvedHost(new URL('http://localhost/'), named)).toEqual({
      ok: false,
      message: siteAuditMessages.refusedAddress,
    });
    expect((await checkResolvedHost(new URL('http://localhost:8080/'), local)).ok).toBe(true);
  });
});

describe('validateAuditResult (spec 1 §5)', () => {
  const summary = { totalPages: 1, totalErrors: 0 };
  const page = { url: 'http://localhost/', status: 200, links: [], images: [] };

  it('accepts a result whose counts match', () => {
    expect(validateAuditResult({ pages: [page], summary, errors: [] })).toEqual([]);
  });

  it('reports missing parts and counts that differ', () => {
    const messages = (result: unknown) => validateAuditResult(result).map((issue) => issue.message);
    expect(messages(null)).toEqual(['The result is not an object']);
    expect(messages({ summary })).toEqual(['The result has no pages array']);
    expect(messages({ pages: [{ url: 'x' }], summary, errors: [] })).toEqual([
      'A page has no status',
      'A page has no links array',
      'A page has no images array',
    ]);
    expect(messages({ pages: [], summary, errors: [{}] })).toEqual([
      'The summary counts 1 pages, the result has 0',
      'The summary counts 0 errors, the result has 1',
    ]);
  });
});
