// Without zod: the site audit page imports these in its first load; the schemas load with the form.

/** Bounds of an audit run (the default run anyone may start; full crawls are for administrators). */
export const siteAuditLimits = {
  defaultPageLimit: 20,
  maxPageLimit: 1000,
  concurrency: 2,
  urlMaxLength: 2048,
} as const;

/** The spec's URL messages (spec 1 §5) and the outcomes of a run (spec 1 §8). */
export const siteAuditMessages = {
  urlRequired: 'URL is required',
  urlInvalid: 'Invalid URL format',
  refusedOrigin: (allowed: string) => `Only this site can be audited: use an address on ${allowed}.`,
  refusedAddress: 'This address resolves to a network the audit may not reach.',
  alreadyRunning: 'An audit is already running. Please try again when it has finished.',
  runNotFound: 'No audit run with this id.',
  passedTitle: 'Validation Passed',
  passedText: 'Internal audit completed successfully!',
  failedTitle: 'Validation Failed',
  interrupted: 'The audit was interrupted before it finished.',
} as const;

/** Kinds of the issues a run reports in its Validation Failed panel. */
export const siteAuditErrorTypes = [
  'refused',
  'broken-link',
  'broken-image',
  'page-error',
  'redirect-off-origin',
  'interrupted',
  'validation',
] as const;
export type SiteAuditErrorType = (typeof siteAuditErrorTypes)[number];

export const siteAuditRunStatuses = ['running', 'passed', 'failed'] as const;
export type SiteAuditRunStatus = (typeof siteAuditRunStatuses)[number];

/** One issue of a run: what, why, the address concerned and the page it was found on. */
export interface SiteAuditError {
  type: SiteAuditErrorType;
  message: string;
  url: string;
  page: string;
}

/** One crawled page (spec 1 §3, "Audit result"); `links` and `images` are absolute URLs. */
export interface SiteAuditPage {
  url: string;
  status: number;
  loadTime: number;
  title: string | null;
  metaDescription: string | null;
  links: string[];
  images: string[];
  seo: string[];
  accessibility: string[];
  errors: string[];
}

export interface SiteAuditSummary {
  totalPages: number;
  totalErrors: number;
  totalImages: number;
  totalLinks: number;
  averageLoadTime: number;
  seoIssues: number;
  accessibilityIssues: number;
  brokenLinks: number;
  brokenImages: number;
}

export interface SiteAuditResult {
  pages: SiteAuditPage[];
  summary: SiteAuditSummary;
  errors: SiteAuditError[];
  timestamp: string;
}

export type NormalizedAuditUrl = { ok: true; url: string } | { ok: false; message: string };

const hasScheme = /^[a-z][a-z\d+.-]*:\/\//i;

/**
 * The spec's URL rule (spec 1 §5): required; `https://` added when there is no scheme; a trailing
 * slash removed before parsing; only http(s) URLs with a host parse. The site's own origin is the
 * service's rule, not this one.
 */
export function normalizeAuditUrl(input: string): NormalizedAuditUrl {
  const trimmed = input.trim();
  if (trimmed === '') return { ok: false, message: siteAuditMessages.urlRequired };
  if (trimmed.length > siteAuditLimits.urlMaxLength)
    return { ok: false, message: siteAuditMessages.urlInvalid };
  const withScheme = hasScheme.test(trimmed) ? trimmed : `https://${trimmed}`;
  const withoutSlash = withScheme.endsWith('/') ? withScheme.slice(0, -1) : withScheme;
  let parsed: URL;
  try {
    parsed = new URL(withoutSlash);
  } catch {
    return { ok: false, message: siteAuditMessages.urlInvalid };
  }
  if ((parsed.protocol !== 'http:' && parsed.protocol !== 'https:') || parsed.hostname === '') {
    return { ok: false, message: siteAuditMessages.urlInvalid };
  }
  return { ok: true, url: parsed.href };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The spec's result validation (spec 1 §5): a pages array and a summary object; per page a URL, a
 * status, a links array and an images array; the summary's page and error counts equal the actual
 * ones. Returns the issues found (none: valid).
 */
export function validateAuditResult(result: unknown): SiteAuditError[] {
  const issue = (message: string, page = ''): SiteAuditError => ({
    type: 'validation',
    message,
    url: page,
    page,
  });
  if (!isRecord(result)) return [issue('The result is not an object')];
  const issues: SiteAuditError[] = [];
  const pages = Array.isArray(result.pages) ? result.pages : null;
  if (!pages) issues.push(issue('The result has no pages array'));
  if (!isRecord(result.summary)) issues.push(issue('The result has no summary object'));
  for (const [index, page] of (pages ?? []).entries()) {
    const name = isRecord(page) && typeof page.url === 'string' ? page.url : `page ${index + 1}`;
    if (!isRecord(page) || typeof page.url !== 'string' || page.url === '')
      issues.push(issue('A page has no URL', name));
    if (!isRecord(page) || typeof page.status !== 'number') issues.push(issue('A page has no status', name));
    if (!isRecord(page) || !Array.isArray(page.links)) issues.push(issue('A page has no links array', name));
    if (!isRecord(page) || !Array.isArray(page.images))
      issues.push(issue('A page has no images array', name));
  }
  if (pages && isRecord(result.summary)) {
    if (result.summary.totalPages !== pages.length) {
      issues.push(
        issue(
          `The summary counts ${String(result.summary.totalPages)} pages, the result has ${pages.length}`,
        ),
      );
    }
    const errors = Array.isArray(result.errors) ? result.errors.length : 0;
    if (result.summary.totalErrors !== errors) {
      issues.push(
        issue(`The summary counts ${String(result.summary.totalErrors)} errors, the result has ${errors}`),
      );
    }
  }
  return issues;
}
