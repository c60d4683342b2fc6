import { siteAuditLimits, siteAuditMessages } from '@gbc/contracts/admin';

/** Copy of /site-audit (spec 1 §2 "Site Testing Tool", §4 states, §8 panels). */
export const siteAuditIntro = {
  eyebrow: 'Internal QA tool',
  title: 'Site Testing Tool',
  lead: `Crawls this website for broken links and images, missing titles and descriptions, missing alt text and slow pages. Anyone may run the standard audit of up to ${siteAuditLimits.defaultPageLimit} pages; it only ever reaches this site.`,
} as const;

export const siteAuditFormLabels = {
  form: 'Site audit',
  url: 'Website URL',
  urlHint: 'An address on this website; https:// is added when no scheme is given.',
  submit: 'Start Test',
  submitting: 'Testing...',
} as const;

export const siteAuditProgressCopy = {
  title: 'Testing...',
  label: 'Audit progress',
  pages: (done: number, total: number) => `${done} of ${total} pages audited`,
  found: (found: number) => `${found} pages found so far`,
} as const;

export const siteAuditOutcomeCopy = {
  passedTitle: siteAuditMessages.passedTitle,
  passedText: siteAuditMessages.passedText,
  failedTitle: siteAuditMessages.failedTitle,
  failedCount: (count: number) => (count === 1 ? '1 issue found:' : `${count} issues found:`),
  issueColumns: { type: 'Type', message: 'Message', url: 'URL', page: 'Page' },
  summaryTitle: 'Summary',
  summary: {
    totalPages: 'Pages',
    totalErrors: 'Errors',
    totalLinks: 'Links',
    totalImages: 'Images',
    averageLoadTime: 'Average load time (ms)',
    seoIssues: 'SEO issues',
    accessibilityIssues: 'Accessibility issues',
    brokenLinks: 'Broken links',
    brokenImages: 'Broken images',
  },
  pagesTitle: 'Pages',
  pageStatus: (status: number) => (status === 0 ? 'No answer' : `HTTP ${status}`),
  loadTime: (ms: number) => `${ms} ms`,
  untitled: '(no title)',
  seo: 'SEO',
  accessibility: 'Accessibility',
  errors: 'Errors',
  noIssues: 'No issues on this page.',
  checksNote:
    'Accessibility checks read the HTML: page language, alt text on images, names of links and buttons, labels of form fields.',
} as const;
