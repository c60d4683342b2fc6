// The pages `npm run bench` measures (scripts/bench/site.mts) and tests/e2e/first-load.spec.ts checks
// for zod, in one list: a domain that adds a page to the site adds it here, and both pick it up.
import { marketingApi } from '@gbc/contracts/marketing';
import { pathTo, type RoutePath, type SitePath, withSearch } from '@gbc/site-map';

/** What the running site must tell before the list can be resolved: paths with data in them. */
export interface BenchContext {
  /** A published vignette, for `/vignettes/:slug`. */
  vignetteSlug: string;
}

export interface BenchPage {
  /** The site-map route measured. */
  route: RoutePath;
  /** Its path on the running site. */
  path: (context: BenchContext) => SitePath;
}

export const benchPages = [
  { route: '/', path: () => pathTo('/') },
  { route: '/vignettes', path: () => pathTo('/vignettes') },
  {
    route: '/vignettes/:slug',
    path: ({ vignetteSlug }) => pathTo('/vignettes/:slug', { slug: vignetteSlug }),
  },
  { route: '/programs', path: () => pathTo('/programs') },
  { route: '/supporters', path: () => pathTo('/supporters') },
  { route: '/resources', path: () => pathTo('/resources') },
  { route: '/events', path: () => pathTo('/events') },
  { route: '/donations', path: () => pathTo('/donations') },
  { route: '/contact', path: () => pathTo('/contact') },
  { route: '/join', path: () => pathTo('/join') },
  { route: '/programs/neuro-governance', path: () => pathTo('/programs/neuro-governance') },
  { route: '/submit-story', path: () => pathTo('/submit-story') },
  { route: '/site-audit', path: () => pathTo('/site-audit') },
  // As an anonymous visitor (and the server) gets it: the refusal and a sign-in link.
  { route: '/admin/security', path: () => pathTo('/admin/security') },
  { route: '/ratpak', path: () => pathTo('/ratpak') },
  { route: '/ratpak/verticals/laser-delight', path: () => pathTo('/ratpak/verticals/laser-delight') },
  { route: '/ratpak/verticals/soil-whisperer', path: () => pathTo('/ratpak/verticals/soil-whisperer') },
  { route: '/signal-economy-survey', path: () => pathTo('/signal-economy-survey') },
  { route: '/products', path: () => pathTo('/products') },
  { route: '/equinelink', path: () => pathTo('/equinelink') },
  { route: '/membership', path: () => pathTo('/membership') },
  // As an anonymous visitor gets it; the editor (TipTap) and its form load only for an admin.
  { route: '/admin/publishing', path: () => pathTo('/admin/publishing') },
  // As an anonymous visitor gets it: the charts and the CSV code load only with an admin's screen.
  { route: '/admin/results', path: () => pathTo('/admin/results') },
] as const satisfies readonly BenchPage[];

/** Asks the running site (`siteUrl`) what the page list needs. */
export async function loadBenchContext(siteUrl: string): Promise<BenchContext> {
  const response = await fetch(
    new URL(withSearch(marketingApi.vignettes.list, { fields: 'compact', limit: 1 }), siteUrl),
  );
  const list = (await response.json()) as { items: Array<{ slug: string }> };
  const vignetteSlug = list.items[0]?.slug;
  if (!vignetteSlug) throw new Error('No published vignette to measure: seed the marketing service');
  return { vignetteSlug };
}

export const benchPagePaths = (context: BenchContext): SitePath[] =>
  benchPages.map((page: BenchPage) => page.path(context));

/**
 * zod's mark in a built script: every schema class is made by `$constructor("$ZodType", ...)` and
 * minifiers keep string literals, so the name survives in any bundle that holds zod's core.
 */
const zodSignature = /["'`]\$ZodType["'`]/;

export const containsZod = (scriptSource: string): boolean => zodSignature.test(scriptSource);
