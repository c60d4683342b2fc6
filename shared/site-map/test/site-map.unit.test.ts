import {
  compiledRouteTable,
  documentTitleForPath,
  faviconForPath,
  favicons,
  footerColumns,
  legalLinks,
  logoVariantForPath,
  matchRoute,
  navMenus,
  notFoundPopularLinks,
  pathTo,
  remoteEntryUrl,
  routes,
  routeTableOf,
  siteUrl,
  topLinks,
  withSearch,
} from '../src/index.js';

/** Every route of the three spec documents' route tables. */
const specRoutes = [
  '/',
  '/about',
  '/focus',
  '/future',
  '/products',
  '/equinelink',
  '/pawlink',
  '/pinnipedlink',
  '/neuropak',
  '/ratpak',
  '/ratpak/verticals',
  '/ratpak/verticals/laser-delight',
  '/ratpak/verticals/soil-whisperer',
  '/ratpak/verticals/warehouse-bots',
  '/ratpak/verticals/coastal-guardian',
  '/ratpak/verticals/outback-miner',
  '/ratpak/verticals/agri-swarm',
  '/membership',
  '/membership-success',
  '/membership/success',
  '/donations',
  '/events',
  '/resources',
  '/contact',
  '/manifesto',
  '/programs',
  '/programs/neuro-governance',
  '/programs/bci-accelerator',
  '/board',
  '/partners',
  '/supporters',
  '/site-audit',
  '/vignettes',
  '/vignettes/:slug',
  '/privacy',
  '/terms',
  '/join',
  '/submit-story',
  '/admin/security',
  '/signal-economy-survey',
  '/research/neuro-ai-effects',
  '/__health',
  '/__safe',
  // Account pages (issue 8).
  '/sign-in',
  '/sign-up',
  '/verify',
  '/reset-password',
  '/account',
];
/** Routes issue 6 adds: the newsletter's double opt-in pages, linked from its mails. */
const newsletterRoutes = ['/newsletter/confirm', '/newsletter/unsubscribe'];
/** Admin screens the spec leaves out and the admin issue adds, none of them indexed. */
const adminScreens = [
  '/admin',
  '/admin/moderation',
  '/admin/publishing',
  '/admin/leads',
  '/admin/people',
  '/admin/results',
];

describe('route table', () => {
  it('keeps the newsletter pages, reached only from mails, out of the sitemap', () => {
    for (const path of newsletterRoutes) {
      expect(routes.find((route) => route.path === path)).toMatchObject({
        owner: 'marketing',
        indexed: false,
      });
    }
  });

  it('holds exactly the routes of the spec and the newsletter pages, each once', () => {
    const paths = routes.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect([...paths].sort()).toEqual([...specRoutes, ...newsletterRoutes, ...adminScreens].sort());
    for (const path of adminScreens) expect(routes.find((route) => route.path === path)?.indexed).toBe(false);
  });

  it('gives every route an owner, a title and a description', () => {
    for (const route of routes) {
      expect(route.title.length).toBeGreaterThan(0);
      expect(route.description.length).toBeGreaterThan(10);
    }
    expect(routes.find((r) => r.path === '/vignettes/:slug')?.owner).toBe('marketing');
    expect(routes.find((r) => r.path === '/__health')?.owner).toBe('shell');
  });

  it('keeps admin, system and per-user pages out of the sitemap', () => {
    const unindexed = routes.filter((r) => !r.indexed).map((r) => r.path);
    expect(unindexed).toEqual(
      expect.arrayContaining([
        '/admin/security',
        '/site-audit',
        '/__health',
        '/__safe',
        '/membership/success',
        '/sign-in',
        '/account',
      ]),
    );
    expect(unindexed).not.toContain('/about');
  });
});

describe('matchRoute', () => {
  it('matches static paths, ignoring a trailing slash', () => {
    expect(matchRoute('/about', routes)?.route.path).toBe('/about');
    expect(matchRoute('/about/', routes)?.route.path).toBe('/about');
    expect(matchRoute('/', routes)?.route.path).toBe('/');
  });

  it('extracts and decodes parameters', () => {
    expect(matchRoute('/vignettes/the-quiet%20one', routes)).toEqual({
      route: expect.objectContaining({ path: '/vignettes/:slug' }),
      params: { slug: 'the-quiet one' },
    });
  });

  it('prefers a static route over a parameterised one', () => {
    expect(matchRoute('/ratpak/verticals', routes)?.route.path).toBe('/ratpak/verticals');
    expect(matchRoute('/membership/success', routes)?.params).toEqual({});
  });

  it('answers null for paths the table does not know', () => {
    for (const path of ['/nope', '/vignettes/a/b', '/neuro-governance', '/submit-breakthrough']) {
      expect(matchRoute(path, routes)).toBeNull();
    }
  });
});

describe('navigation data', () => {
  const internal = [
    ...topLinks,
    ...navMenus.flatMap((m) => m.links),
    ...footerColumns.flatMap((c) => c.links),
    ...legalLinks,
    ...notFoundPopularLinks,
  ].filter((link) => !link.external);

  it('only links to routes that exist', () => {
    for (const link of internal) {
      const path = new URL(link.href, 'https://site.test').pathname;
      expect({ href: link.href, matched: matchRoute(path, routes) !== null }).toEqual({
        href: link.href,
        matched: true,
      });
    }
  });

  it('has the four footer columns of the spec', () => {
    expect(footerColumns.map((c) => c.title)).toEqual(['Quick Links', 'Products', 'Resources', 'Support']);
    expect(footerColumns[2]?.comingSoon?.map((c) => c.expected)).toEqual(['August 2024', 'July 2024']);
  });
});

describe('favicon and logo per path', () => {
  it.each([
    ['/neuropak', favicons.neuropak],
    ['/ratpak', favicons.ratpak],
    ['/ratpak/verticals', favicons.ratpak],
    ['/ratpak/verticals/laser-delight', favicons.laserDelight],
    ['/ratpak/verticals/soil-whisperer', favicons.green],
    ['/ratpak/verticals/agri-swarm', favicons.green],
    ['/ratpak/verticals/warehouse-bots', favicons.warehouse],
    ['/ratpak/verticals/coastal-guardian', favicons.coastal],
    ['/ratpak/verticals/outback-miner', favicons.outback],
    ['/equinelink', favicons.equinelink],
    ['/pawlink', favicons.pawlink],
    ['/pinnipedlink', favicons.default],
    ['/', favicons.default],
    ['/vignettes/anything', favicons.default],
  ])('%s gets the %o tab icon', (path, expected) => {
    expect(faviconForPath(path)).toBe(expected);
  });

  it.each([
    ['/equinelink', 'equinelink'],
    ['/pawlink', 'pawlink'],
    ['/ratpak/verticals/agri-swarm', 'ratpak'],
    ['/neuropak', 'master'],
    ['/pinnipedlink', 'master'],
    ['/about', 'master'],
  ])('%s shows the %s logo', (path, variant) => {
    expect(logoVariantForPath(path).id).toBe(variant);
  });
});

describe('pathTo', () => {
  it('returns a static route as is', () => {
    expect(pathTo('/vignettes')).toBe('/vignettes');
  });

  it('fills in and encodes every parameter', () => {
    expect(pathTo('/vignettes/:slug', { slug: 'the-quiet-subscription' })).toBe(
      '/vignettes/the-quiet-subscription',
    );
    expect(pathTo('/vignettes/:slug', { slug: 'a b/c?d' })).toBe('/vignettes/a%20b%2Fc%3Fd');
  });

  it('gives a path the route table matches back to the same route and parameters', () => {
    const path = pathTo('/vignettes/:slug', { slug: 'waiting-list' });
    expect(matchRoute(path, routes)).toEqual({
      route: expect.objectContaining({ path: '/vignettes/:slug' }),
      params: { slug: 'waiting-list' },
    });
  });

  it('refuses an empty parameter rather than building a path to another route', () => {
    expect(() => pathTo('/vignettes/:slug', { slug: '' })).toThrow(':slug');
  });

  it('accepts only routes of the site map and requires their parameters (checked by tsc)', () => {
    // @ts-expect-error: not a route of the site map
    expect(() => pathTo('/no-such-page')).not.toThrow();
    // @ts-expect-error: the slug is missing
    expect(() => pathTo('/vignettes/:slug')).toThrow();
  });
});

describe('withSearch', () => {
  it('appends only the parameters that have a value', () => {
    expect(withSearch('/vignettes', { tag: 'ethics', cursor: undefined })).toBe('/vignettes?tag=ethics');
    expect(withSearch('/vignettes', { tag: null })).toBe('/vignettes');
    expect(withSearch('/vignettes', { tag: 'a&b' })).toBe('/vignettes?tag=a%26b');
  });
});

describe('remoteEntryUrl', () => {
  it("names the browser entry beside a remote's manifest, on this site or another origin", () => {
    expect(remoteEntryUrl('http://localhost:3000/remotes/marketing/mf-manifest.json')).toBe(
      'http://localhost:3000/remotes/marketing/remoteEntry.js',
    );
    expect(remoteEntryUrl('https://cdn.example.org/programs/v2/mf-manifest.json')).toBe(
      'https://cdn.example.org/programs/v2/remoteEntry.js',
    );
  });
});

describe('siteUrl', () => {
  it('joins the public origin and a site path with its query, as mails and provider redirects need', () => {
    expect(siteUrl('https://gbc.example', pathTo('/verify'), { token: 'a+b/c' })).toBe(
      'https://gbc.example/verify?token=a%2Bb%2Fc',
    );
    expect(siteUrl('http://localhost:8080', pathTo('/vignettes/:slug', { slug: 'ada lovelace' }))).toBe(
      'http://localhost:8080/vignettes/ada%20lovelace',
    );
  });
});

describe('route tables', () => {
  it("publish an owner's routes and redirects with brand files relative to where the app serves them", () => {
    const table = routeTableOf('ratpak', '');
    expect(table.routes.map((route) => route.path)).toEqual(
      routes.filter((route) => route.owner === 'ratpak').map((route) => route.path),
    );
    expect(table.routes.find((route) => route.path === '/ratpak')).toMatchObject({
      favicon: 'favicons/ratpak.svg',
      logo: 'logos/ratpak.svg',
    });
    expect(compiledRouteTable().routes.find((route) => route.path === '/')?.favicon).toBe(
      '/favicons/default.svg',
    );
  });

  it('are what matchRoute and documentTitleForPath read when given one', () => {
    const added = { ...routes[0], path: '/stories', title: 'Stories', owner: 'marketing' as const };
    const table = [...routes, added];
    expect(matchRoute('/stories', routes)).toBeNull();
    expect(matchRoute('/stories', table)?.route).toBe(added);
    expect(documentTitleForPath('/stories', table)).toBe('Stories - GBC');
  });
});
