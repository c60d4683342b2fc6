import type { SiteAuditError, SiteAuditPage, SiteAuditResult } from '@gbc/contracts/admin';
import robotsParser from 'robots-parser';
import {
  crawlerUserAgent,
  createSiteFetcher,
  type FetchLimits,
  type FetchOutcome,
} from './site-audit.fetcher.js';
import { analysePage } from './site-audit.html.js';
import { type AuditSite, checkAuditUrl } from './site-audit.url-rules.js';

export interface CrawlOptions extends FetchLimits {
  pageLimit: number;
  concurrency: number;
  /** A page taking longer than this to load is reported as slow (an SEO issue). */
  slowPageMs: number;
  /** Links and images beyond the crawled pages checked at most (HEAD, else GET). */
  maxChecks: number;
  signal: AbortSignal;
  onProgress(progress: { pagesDone: number; pagesFound: number }): void | Promise<void>;
}

/** Runs `work` over `items` with at most `concurrency` at a time. */
async function inPool<T>(
  items: readonly T[],
  concurrency: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next] as T;
      next += 1;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
}

/** A check that answered 4xx/5xx or not at all; redirects off the site are reported on their own. */
const isBroken = (outcome: FetchOutcome) =>
  outcome.kind === 'failed' || (outcome.kind === 'response' && outcome.status >= 400);

/** A page that could not be read as HTML: its status (0: no answer) and why. */
const failedPage = (url: string, status: number, error: string, loadTime: number): SiteAuditPage => ({
  url,
  status,
  loadTime,
  title: null,
  metaDescription: null,
  links: [],
  images: [],
  seo: [],
  accessibility: [],
  errors: [error],
});

const robotsRefusal = "The site's robots.txt does not allow crawling this address";

const describe = (outcome: FetchOutcome) =>
  outcome.kind === 'response'
    ? `HTTP ${outcome.status}`
    : outcome.kind === 'failed'
      ? outcome.message
      : `Redirects off the site to ${outcome.location} (not followed)`;

/**
 * Crawls the site from `start` (already checked to be on it): robots.txt honoured, at most
 * `pageLimit` HTML pages, `concurrency` requests at a time, every request bounded; then checks the
 * links and images the pages point to on the site. Links and images on other hosts are counted, never
 * requested. Throws only when stopped through `signal`.
 */
export async function crawlSite(
  start: URL,
  site: AuditSite,
  options: CrawlOptions,
): Promise<SiteAuditResult> {
  const fetcher = createSiteFetcher(site, options, options.signal);
  try {
    const robotsUrl = new URL('/robots.txt', start).href;
    const robotsAnswer = await fetcher.fetchOnSite(robotsUrl);
    const robots = robotsParser(
      robotsUrl,
      robotsAnswer.kind === 'response' && robotsAnswer.status === 200 ? (robotsAnswer.body ?? '') : '',
    );
    // The site's own absolute links may name another of its origins (PUBLIC_ORIGIN while the crawl runs
    // on a loopback alias): the crawl stays on the origin it started on, whose robots.txt it read.
    const onCrawlOrigin = (url: string): string | null => {
      if (!checkAuditUrl(url, site).ok) return null;
      const { pathname, search } = new URL(url);
      const local = new URL(`${pathname}${search}`, start.origin).href;
      return robots.isAllowed(local, crawlerUserAgent) === false ? null : local;
    };

    const outcomes = new Map<string, FetchOutcome>();
    const pages: SiteAuditPage[] = [];
    const startLocal = onCrawlOrigin(start.href);
    const found: string[] = startLocal ? [startLocal] : [];
    const queued = new Set(found);

    const crawlOne = async (url: string) => {
      const outcome = await fetcher.fetchOnSite(url);
      outcomes.set(url, outcome);
      if (outcome.kind === 'response' && outcome.contentType.includes('text/html')) {
        const findings = analysePage(outcome.body ?? '', outcome.url);
        const seo = [...findings.seo];
        if (outcome.loadTime > options.slowPageMs) seo.push(`Slow page: loaded in ${outcome.loadTime} ms`);
        pages.push({
          url,
          status: outcome.status,
          loadTime: outcome.loadTime,
          title: findings.title,
          metaDescription: findings.metaDescription,
          links: findings.links,
          images: findings.images,
          seo,
          accessibility: findings.accessibility,
          errors: outcome.status >= 400 ? [`HTTP ${outcome.status}`] : [],
        });
        for (const link of findings.links) {
          const local = onCrawlOrigin(link);
          if (local && !queued.has(local)) {
            queued.add(local);
            found.push(local);
          }
        }
      } else if (outcome.kind !== 'response' || outcome.status >= 400) {
        pages.push(
          failedPage(
            url,
            outcome.kind === 'response' ? outcome.status : 0,
            describe(outcome),
            outcome.loadTime,
          ),
        );
      }
      await options.onProgress({ pagesDone: pages.length, pagesFound: found.length });
    };

    // Breadth first: each finished page starts the next found URLs, as long as the limits allow.
    await new Promise<void>((resolve) => {
      let cursor = 0;
      let inFlight = 0;
      const pump = () => {
        while (
          !options.signal.aborted &&
          inFlight < options.concurrency &&
          cursor < found.length &&
          pages.length + inFlight < options.pageLimit
        ) {
          const url = found[cursor] as string;
          cursor += 1;
          inFlight += 1;
          void crawlOne(url)
            .catch((error: unknown) => {
              pages.push(failedPage(url, 0, error instanceof Error ? error.message : String(error), 0));
            })
            .finally(() => {
              inFlight -= 1;
              pump();
            });
        }
        if (inFlight === 0) resolve();
      };
      pump();
    });
    options.signal.throwIfAborted();

    // Everything the pages point to on the site that the crawl did not fetch: one check each, bounded.
    const pageTargets = pages.flatMap((page) => page.links.map((link) => onCrawlOrigin(link)));
    const imageTargets = pages.flatMap((page) => page.images.map((image) => onCrawlOrigin(image)));
    const unchecked = [...new Set([...pageTargets, ...imageTargets])].filter(
      (url): url is string => url !== null && !outcomes.has(url),
    );
    await inPool(unchecked.slice(0, options.maxChecks), options.concurrency, async (url) => {
      let outcome = await fetcher.fetchOnSite(url, 'HEAD');
      if (outcome.kind === 'response' && (outcome.status === 405 || outcome.status === 501)) {
        outcome = await fetcher.fetchOnSite(url, 'GET');
      }
      outcomes.set(url, outcome);
    });
    options.signal.throwIfAborted();

    const errors: SiteAuditError[] = [];
    let brokenLinks = 0;
    let brokenImages = 0;
    for (const page of pages) {
      for (const [targets, type] of [
        [page.links, 'broken-link'],
        [page.images, 'broken-image'],
      ] as const) {
        for (const target of targets) {
          const local = onCrawlOrigin(target);
          const outcome = local ? outcomes.get(local) : undefined;
          if (!outcome) continue;
          if (outcome.kind === 'redirect-refused') {
            errors.push({
              type: 'redirect-off-origin',
              message: describe(outcome),
              url: target,
              page: page.url,
            });
          } else if (isBroken(outcome)) {
            errors.push({ type, message: describe(outcome), url: target, page: page.url });
            if (type === 'broken-link') brokenLinks += 1;
            else brokenImages += 1;
          }
        }
      }
    }
    // The start page has no page linking to it: its own failure is the error.
    if (!startLocal) {
      errors.push({ type: 'refused', message: robotsRefusal, url: start.href, page: start.href });
    }
    const first = startLocal ? outcomes.get(startLocal) : undefined;
    if (first && (first.kind === 'redirect-refused' || isBroken(first))) {
      errors.unshift({
        type: first.kind === 'redirect-refused' ? 'redirect-off-origin' : 'page-error',
        message: describe(first),
        url: start.href,
        page: start.href,
      });
    }

    const totalLoad = pages.reduce((sum, page) => sum + page.loadTime, 0);
    return {
      pages,
      errors,
      summary: {
        totalPages: pages.length,
        totalErrors: errors.length,
        totalImages: pages.reduce((sum, page) => sum + page.images.length, 0),
        totalLinks: pages.reduce((sum, page) => sum + page.links.length, 0),
        averageLoadTime: pages.length === 0 ? 0 : Math.round(totalLoad / pages.length),
        seoIssues: pages.reduce((sum, page) => sum + page.seo.length, 0),
        accessibilityIssues: pages.reduce((sum, page) => sum + page.accessibility.length, 0),
        brokenLinks,
        brokenImages,
      },
      timestamp: new Date().toISOString(),
    };
  } finally {
    fetcher.close();
  }
}
