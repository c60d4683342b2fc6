import {
  marketingApi,
  vignetteDetailResponseSchema,
  vignetteListResponseSchema,
} from '@gbc/contracts/marketing';
import { withSearch } from '@gbc/site-map';
import type { APIRequestContext, Page } from '@playwright/test';
import { containsZod } from '../../scripts/lib/bench-pages.js';
import { adminAccessCopy, adminOnlyTexts } from './admin.js';
import { expect, test } from './fixtures.js';

interface NewestVignette {
  slug: string;
  title: string;
  /** A sentence of the body as it stands in the HTML (the first paragraph's opening words). */
  bodyOpening: string;
}

/**
 * The newest published vignette whose body opens with a plain paragraph of 20 characters or more,
 * so its opening words can be found as text (vignettes written in the admin tests may open with a
 * short or formatted paragraph).
 */
async function newestVignette(request: APIRequestContext): Promise<NewestVignette> {
  const list = vignetteListResponseSchema.parse(
    await (
      await request.get(withSearch(marketingApi.vignettes.list, { fields: 'compact', limit: 20 }))
    ).json(),
  );
  for (const summary of list.items) {
    const { vignette } = vignetteDetailResponseSchema.parse(
      await (await request.get(marketingApi.vignettes.bySlug(summary.slug))).json(),
    );
    const firstParagraph = vignette.content.match(/<p>([^<]{20,})/)?.[1];
    if (firstParagraph) {
      return { slug: vignette.slug, title: vignette.title, bodyOpening: firstParagraph.slice(0, 30) };
    }
  }
  throw new Error('No published vignette opens with a plain paragraph: seed the marketing service');
}

/** The server's HTML of a page, as curl, a crawler or a link preview gets it (no JavaScript runs). */
async function serverHtml(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path, { headers: { accept: 'text/html' } });
  expect(response.status(), `status of ${path}`).toBe(200);
  return response.text();
}

function rootText(html: string): string {
  const root = html.match(/<div id="root">([\s\S]*)<\/div>\s*<\/body>/)?.[1] ?? '';
  return root
    .replace(/<[^>]+>/g, ' ')
    .replaceAll('&#x27;', "'")
    .replaceAll('&amp;', '&')
    .replace(/\s+/g, ' ');
}

test.describe('server-rendered HTML', () => {
  test('has each page heading and main text before any JavaScript runs', async ({ request }) => {
    const vignette = await newestVignette(request);
    const pages: [string, string[]][] = [
      ['/', ['Brain-computer interfaces that serve everyone']],
      ['/vignettes', ['Vignettes', vignette.title]],
      [`/vignettes/${vignette.slug}`, [vignette.title, vignette.bodyOpening]],
      ['/programs', ['Programs that turn principles into practice']],
      ['/events', ['Events', 'Global BCI Summit 2026', 'March 17–19, 2026', 'Upcoming Webinars']],
      ['/supporters?maturity=established', ['BCI Ecosystem Directory', 'Medtronic', 'companies']],
      ['/donations', ['Donations', 'Research & Development', 'Make a Donation', 'Donate $50']],
    ];
    for (const [path, texts] of pages) {
      const text = rootText(await serverHtml(request, path));
      for (const expected of texts) expect(text, `${path} contains "${expected}"`).toContain(expected);
    }
  });

  test('has the title and status from the render, 404 for an unknown vignette', async ({ request }) => {
    const vignette = await newestVignette(request);
    const html = await serverHtml(request, `/vignettes/${vignette.slug}`);
    expect(html).toContain(`<title>${vignette.title} - GBC</title>`);
    // The marketing service's page meta counts for a rendered page too.
    expect(html).toContain('<meta property="og:type" content="article" />');

    const missing = await request.get('/vignettes/no-such-vignette-anywhere', {
      headers: { accept: 'text/html' },
    });
    expect(missing.status()).toBe(404);
    expect(rootText(await missing.text())).toContain('Vignette Not Found');
  });

  test('comes with a CSP that allows no inline styles or scripts', async ({ request }) => {
    const response = await request.get('/', { headers: { accept: 'text/html' } });
    const csp = response.headers()['content-security-policy'] ?? '';
    expect(csp).toContain('style-src');
    expect(csp).not.toContain('unsafe-inline');
    const nonce = csp.match(/'nonce-([^']+)'/)?.[1];
    expect(nonce).toBeTruthy();
    expect(await response.text()).toContain(`<style nonce="${nonce}"`);
  });
});

/** Collects console errors and warnings and the API calls a page makes while it loads. */
function watch(page: Page): { problems: string[]; apiCalls: string[] } {
  const problems: string[] = [];
  const apiCalls: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/') || pathname === '/remotes.json') apiCalls.push(pathname);
  });
  return { problems, apiCalls };
}

test.describe('hydration', () => {
  test('logs no error or warning and fetches no data the page came with', async ({ page, request }) => {
    const vignette = await newestVignette(request);
    for (const path of ['/', '/vignettes', `/vignettes/${vignette.slug}`, '/programs', '/events']) {
      const { problems, apiCalls } = watch(page);
      await page.goto(path, { waitUntil: 'networkidle' });
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      expect(problems, `console on ${path}`).toEqual([]);
      expect(apiCalls, `requests on ${path}`).toEqual([]);
      page.removeAllListeners('console');
      page.removeAllListeners('pageerror');
      page.removeAllListeners('request');
    }
  });

  test("keeps the server's HTML: hydration adopts the page instead of rendering it again", async ({
    page,
  }) => {
    // A page section that React had to client-render would arrive as new nodes, after a loading placeholder.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { serverHeading: Element | null }).serverHeading =
          document.querySelector('main h1');
      });
    });
    await page.goto('/', { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    const adopted = await page.evaluate(() => {
      const heading = (window as unknown as { serverHeading: Element | null }).serverHeading;
      return heading?.isConnected === true && heading === document.querySelector('main h1');
    });
    expect(adopted).toBe(true);
  });

  test('makes the page interactive: links navigate in the browser', async ({ page, request }) => {
    const vignette = await newestVignette(request);
    await page.goto('/vignettes', { waitUntil: 'networkidle' });
    const documentRequests: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'document') documentRequests.push(r.url());
    });
    await page.getByRole('link', { name: vignette.title, exact: true }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: vignette.title })).toBeVisible();
    expect(documentRequests).toEqual([]);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the pages read and their links work', async ({ page, request }) => {
    const vignette = await newestVignette(request);
    await page.goto('/vignettes');
    await expect(page.getByRole('heading', { level: 1, name: 'Vignettes' })).toBeVisible();
    await page.getByRole('link', { name: vignette.title, exact: true }).first().click();
    await expect(page).toHaveURL(`/vignettes/${vignette.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: vignette.title })).toBeVisible();
    await expect(page.getByText(vignette.bodyOpening)).toBeVisible();

    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy', exact: true }).click();
    await expect(page).toHaveURL('/privacy');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(page.getByText('needs JavaScript')).toHaveCount(0);
  });
});

/** The pages whose forms load their code on first use: what the server sends must already show the form. */
const formPages: { path: string; texts: string[]; fields: string[]; firstField: string; button: string }[] = [
  {
    path: '/contact',
    texts: ['Contact', 'Send us a message', 'Contact information', 'Stay informed'],
    fields: ['Name *', 'Email *', 'Organization', 'Topic', 'Message *', 'Email address'],
    firstField: 'Name *',
    button: 'Send Message',
  },
  {
    path: '/join',
    texts: ['Join', 'Early Access to Research', 'Networking', 'Sign up'],
    fields: [
      'Email *',
      'Name',
      'Organization',
      'Research & Development',
      'I agree to receive communications',
    ],
    firstField: 'Email *',
    button: 'Join Now',
  },
  {
    path: '/submit-story',
    texts: ['Submit Your Story', 'Fields marked * are required'],
    fields: [
      'Name *',
      'Email *',
      'Story Type *',
      'Story Title *',
      'Your Story * (200-2000 characters)',
      'I consent to my story being published',
    ],
    firstField: 'Name *',
    button: 'Submit Story',
  },
];

test.describe('form pages', () => {
  test('the server HTML has the heading, the main text, the labelled fields and the button', async ({
    request,
  }) => {
    for (const { path, texts, fields, button } of formPages) {
      const html = await serverHtml(request, path);
      const text = rootText(html);
      for (const expected of [...texts, ...fields, button]) {
        expect(text, `${path} contains "${expected}"`).toContain(expected);
      }
      // Labels are tied to their controls in the HTML itself.
      expect(html).toMatch(/<label[^>]+for="[^"]+"/);
    }
  });

  test('hydrate without warnings and without any request, the form code included', async ({ page }) => {
    for (const { path } of formPages) {
      const { problems, apiCalls } = watch(page);
      await page.goto(path, { waitUntil: 'networkidle' });
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      expect(problems, `console on ${path}`).toEqual([]);
      expect(apiCalls, `requests on ${path}`).toEqual([]);
      page.removeAllListeners('console');
      page.removeAllListeners('pageerror');
      page.removeAllListeners('request');
    }
  });
});

test.describe('form pages: first load', () => {
  test('carries no zod; the form code and its schema arrive on the first focus', async ({ page }) => {
    for (const { path, firstField } of formPages) {
      const scripts: { url: string; zod: Promise<boolean> }[] = [];
      page.on('response', (response) => {
        if (response.request().resourceType() !== 'script') return;
        scripts.push({ url: response.url(), zod: response.text().then(containsZod, () => false) });
      });
      await page.goto(path, { waitUntil: 'networkidle' });
      const firstLoad = [...scripts];
      expect(firstLoad.length, `scripts of ${path}`).toBeGreaterThan(0);
      const zodInFirstLoad = await Promise.all(
        firstLoad.map(async ({ url, zod }) => ((await zod) ? url : null)),
      );
      expect(zodInFirstLoad.filter(Boolean), `zod in the first load of ${path}`).toEqual([]);

      await page.getByRole('main').getByRole('textbox', { name: firstField, exact: true }).focus();
      await expect
        .poll(async () =>
          (await Promise.all(scripts.slice(firstLoad.length).map(({ zod }) => zod))).some(Boolean),
        )
        .toBe(true);
      page.removeAllListeners('response');
    }
  });
});

test.describe('form pages without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('show their fields, and their links work', async ({ page }) => {
    await page.goto('/join');
    await expect(page.getByRole('textbox', { name: 'Email *' })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Policy & Governance' })).toBeVisible();
    await page.getByRole('navigation', { name: 'Legal' }).getByRole('link', { name: 'Contact' }).click();
    await expect(page).toHaveURL('/contact');
    await expect(page.getByRole('textbox', { name: 'Message *' })).toBeVisible();
  });
});

/** The JSON-LD documents of a server's HTML, each with the nonce its script carries. */
function structuredData(html: string): { nonce: string | undefined; data: Record<string, unknown> }[] {
  return [...html.matchAll(/<script type="application\/ld\+json"( nonce="([^"]*)")?>([^<]*)<\/script>/g)].map(
    (match) => ({ nonce: match[2], data: JSON.parse(match[3] ?? 'null') }),
  );
}

test.describe('structured data (JSON-LD)', () => {
  test('the home page describes the council as an Organization, under the response’s nonce', async ({
    request,
    baseURL,
  }) => {
    const response = await request.get('/', { headers: { accept: 'text/html' } });
    const nonce = (response.headers()['content-security-policy'] ?? '').match(/'nonce-([^']+)'/)?.[1];
    const documents = structuredData(await response.text());
    expect(documents).toHaveLength(1);
    expect(documents[0]?.nonce).toBe(nonce);
    expect(documents[0]?.data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Global BCI Council',
      alternateName: 'GBC',
      url: new URL('/', baseURL).href,
    });
  });

  test('each vignette is an Article with the page’s own title, author and date', async ({
    request,
    baseURL,
  }) => {
    const list = vignetteListResponseSchema.parse(
      await (
        await request.get(withSearch(marketingApi.vignettes.list, { fields: 'compact', limit: 1 }))
      ).json(),
    );
    const summary = list.items[0];
    if (!summary) throw new Error('No published vignette: seed the marketing service');
    const html = await serverHtml(request, `/vignettes/${summary.slug}`);
    const articles = structuredData(html).filter(({ data }) => data['@type'] === 'Article');
    expect(articles).toHaveLength(1);
    expect(articles[0]?.data).toMatchObject({
      headline: summary.title,
      datePublished: summary.createdAt,
      author: { '@type': 'Person', name: summary.author },
      publisher: { '@type': 'Organization', name: 'Global BCI Council' },
      mainEntityOfPage: new URL(`/vignettes/${summary.slug}`, baseURL).href,
      keywords: summary.tags,
    });
    // The title also stands in the visible page: both come from the same record.
    expect(rootText(html)).toContain(summary.title);
  });

  test('the vignettes list links its Atom feed in the head', async ({ request, baseURL }) => {
    const html = await serverHtml(request, '/vignettes');
    expect(html).toContain(
      `<link rel="alternate" type="application/atom+xml" title="Vignettes · Global BCI Council" href="${new URL('/vignettes/feed.xml', baseURL).href}" data-page-alternate="" />`,
    );
  });
});

test.describe('/resources', () => {
  test('has the heading, the filter of the URL and Coming Soon in the server HTML', async ({ request }) => {
    const html = await serverHtml(request, '/resources?filter=research');
    const text = rootText(html);
    for (const expected of ['Resources', 'Knowledge Hub', 'Assistive BCI Outcomes Review', 'Coming Soon']) {
      expect(text, `/resources contains "${expected}"`).toContain(expected);
    }
    // Only the filter's documents, and no placeholders over the first paint.
    expect(text).not.toContain('Governing Brain-Computer Interfaces');
    expect(html).not.toContain('resource-skeleton');
    expect(html).toMatch(/role="tab"[^>]*aria-selected="true"[^>]*>Research</);
  });

  test('hydrates without warnings and without API calls', async ({ page }) => {
    const { problems, apiCalls } = watch(page);
    await page.goto('/resources?filter=standards', { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1, name: 'Resources' })).toBeVisible();
    expect(problems).toEqual([]);
    expect(apiCalls).toEqual([]);
  });
});

test.describe('program pages', () => {
  const programPages: [string, string[]][] = [
    [
      '/programs/neuro-governance',
      ['NeuroGovernance Certification', 'AUD $2,500', 'Frequently asked questions'],
    ],
    [
      '/programs/bci-accelerator',
      ['BCI Accelerator', 'Seed investment up to $50K equity-free', 'Funding up to $250K'],
    ],
  ];

  test('have the heading and main text in the server HTML', async ({ request }) => {
    for (const [path, texts] of programPages) {
      const text = rootText(await serverHtml(request, path));
      for (const expected of texts) expect(text, `${path} contains "${expected}"`).toContain(expected);
    }
  });

  test('hydrate without warnings and without API calls', async ({ page }) => {
    for (const [path] of programPages) {
      const { problems, apiCalls } = watch(page);
      await page.goto(path, { waitUntil: 'networkidle' });
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      expect(problems, `console on ${path}`).toEqual([]);
      expect(apiCalls, `requests on ${path}`).toEqual([]);
      page.removeAllListeners('console');
      page.removeAllListeners('pageerror');
      page.removeAllListeners('request');
    }
  });
});

test.describe('/supporters hydration', () => {
  test('logs no error or warning, fetches no data and keeps the filtered view of the URL', async ({
    page,
  }) => {
    const { problems, apiCalls } = watch(page);
    await page.goto('/supporters?type=invasive&q=implant', { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1, name: 'BCI Ecosystem Directory' })).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Search companies' })).toHaveValue('implant');
    expect(problems).toEqual([]);
    expect(apiCalls).toEqual([]);
  });
});

test.describe('donations page', () => {
  test('hydrates without warnings or requests, the form ready', async ({ page }) => {
    const { problems, apiCalls } = watch(page);
    await page.goto('/donations', { waitUntil: 'networkidle' });
    await expect(page.getByRole('button', { name: 'Donate $50' })).toBeEnabled();
    expect(problems, 'console on /donations').toEqual([]);
    expect(apiCalls, 'requests on /donations').toEqual([]);
  });

  test('without JavaScript the page reads and Donate is visibly not ready', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/donations');
    await expect(page.getByRole('heading', { level: 1, name: 'Donations' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Donate $50' })).toBeDisabled();
    await context.close();
  });
});

test.describe('/site-audit server rendering', () => {
  test('renders the tool and its form on the server, no run data, and hydrates without warnings or requests', async ({
    page,
    request,
  }) => {
    const text = rootText(await serverHtml(request, '/site-audit'));
    expect(text).toContain('Site Testing Tool');
    expect(text).toContain('Internal QA tool');
    expect(text).toContain('Start Test');
    expect(text).not.toContain('Validation');

    const { problems, apiCalls } = watch(page);
    await page.goto('/site-audit', { waitUntil: 'networkidle' });
    await expect(page.getByRole('button', { name: 'Start Test' })).toBeEnabled();
    expect(problems, 'console on /site-audit').toEqual([]);
    expect(apiCalls, 'requests on /site-audit').toEqual([]);
  });
});

test.describe('admin pages', () => {
  const adminPages = [
    '/admin',
    '/admin/security',
    '/admin/moderation',
    '/admin/publishing',
    '/admin/leads',
    '/admin/people',
    '/admin/results',
  ];

  test('render on the server as an anonymous visitor sees them: the refusal and a sign-in link, no admin data', async ({
    request,
  }) => {
    for (const path of adminPages) {
      const text = rootText(await serverHtml(request, path));
      expect(text, `${path} refuses`).toContain(adminAccessCopy.signedOut);
      expect(text, `${path} links sign-in`).toContain(adminAccessCopy.signIn);
      for (const adminOnly of adminOnlyTexts)
        expect(text, `${path} leaks "${adminOnly}"`).not.toContain(adminOnly);
    }
  });

  test('hydrate without warnings and ask no API without a session', async ({ page }) => {
    for (const path of adminPages) {
      const { problems, apiCalls } = watch(page);
      await page.goto(path, { waitUntil: 'networkidle' });
      await expect(page.getByRole('link', { name: adminAccessCopy.signIn }).last()).toBeVisible();
      expect(problems, `console on ${path}`).toEqual([]);
      expect(apiCalls, `requests on ${path}`).toEqual([]);
      page.removeAllListeners('console');
      page.removeAllListeners('pageerror');
      page.removeAllListeners('request');
    }
  });
});

test.describe('RATPAK pages', () => {
  const ratpakPages: [string, string[]][] = [
    ['/ratpak', ['Robotic fleet orchestration for air, land and sea', '500+', '200+', '50+', 'Halt all']],
    ['/ratpak/verticals', ['Six industries, one fleet platform', 'Explore Solution', 'Schedule Demo']],
    // The calculator's default results and the demo times (prefetched) are in the HTML.
    ['/ratpak/verticals/laser-delight', ['Laser Delight', '$101,000', '1122 %', '2.1 months', '9:00 AM, ']],
    // The simulator at week 0 and the plans.
    [
      '/ratpak/verticals/soil-whisperer',
      ['Soil Whisperer', 'Week 0 of 24', 'Start Simulation', 'Scout', 'Harvest'],
    ],
    ['/ratpak/verticals/warehouse-bots', ['Warehouse Bots', 'Mixed-vendor fleets']],
    ['/ratpak/verticals/coastal-guardian', ['Coastal Guardian', 'Erosion mapping']],
    ['/ratpak/verticals/outback-miner', ['Outback Miner', 'Autonomous haulage']],
    ['/ratpak/verticals/agri-swarm', ['Agri Swarm', 'Swarm coordination']],
  ];

  test('have the heading and main text in the server HTML, the gate in its loading state', async ({
    request,
  }) => {
    for (const [path, texts] of ratpakPages) {
      const text = rootText(await serverHtml(request, path));
      for (const expected of texts) expect(text, `${path} contains "${expected}"`).toContain(expected);
    }
    expect(rootText(await serverHtml(request, '/ratpak'))).toContain('Loading...');
  });

  test('hydrate without warnings and without refetching their data', async ({ page }) => {
    for (const [path] of ratpakPages) {
      const { problems, apiCalls } = watch(page);
      await page.goto(path, { waitUntil: 'networkidle' });
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      expect(problems, `console on ${path}`).toEqual([]);
      expect(
        apiCalls.filter((call) => call.includes('/api/ratpak/')),
        `ratpak requests on ${path}`,
      ).toEqual([]);
      page.removeAllListeners('console');
      page.removeAllListeners('pageerror');
      page.removeAllListeners('request');
    }
  });
});

test.describe('/signal-economy-survey', () => {
  test('the server HTML has the welcome step, Begin Survey visibly not ready, and opens no response', async ({
    request,
  }) => {
    const html = await serverHtml(request, '/signal-economy-survey');
    const text = rootText(html);
    for (const expected of [
      'Signal Economy Trust Study',
      'About 15 minutes',
      'Begin Survey',
      'What we keep',
    ]) {
      expect(text).toContain(expected);
    }
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*data-not-ready=""[^>]*>Begin Survey/);
    expect(html).not.toContain('signal_economy_survey');
  });

  test('hydrates without warnings; the only request opens the response, from the browser', async ({
    page,
  }) => {
    const { problems, apiCalls } = watch(page);
    await page.goto('/signal-economy-survey', { waitUntil: 'networkidle' });
    await expect(page.getByRole('button', { name: 'Begin Survey' })).toBeEnabled();
    expect(problems).toEqual([]);
    expect(apiCalls).toEqual(['/api/survey/responses']);
  });

  test('a draft on this device is restored after hydration, at its step, without a hydration warning', async ({
    page,
    request,
  }) => {
    // A response the server knows, so the restored draft's step saves against a real row.
    const opened = await (await request.post('/api/survey/responses')).json();
    await page.addInitScript(
      (draft) => {
        window.localStorage.setItem('signal_economy_survey', JSON.stringify(draft));
      },
      {
        ...opened,
        currentStep: 3,
        consent: { age_confirmed: true, participation_consent: true },
        generalAttitudes: { excited_about_advances: 4 },
      },
    );
    const { problems, apiCalls } = watch(page);
    await page.goto('/signal-economy-survey', { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('General attitudes');
    await expect(page.getByRole('radio', { name: 'Agree', exact: true }).first()).toBeChecked();
    expect(problems).toEqual([]);
    // The draft has its response: none is opened.
    expect(apiCalls).not.toContain('/api/survey/responses');
  });
});

test.describe('product and membership pages', () => {
  const productPages: { path: string; texts: string[]; gated: boolean; buttons: string[] }[] = [
    {
      path: '/products',
      texts: ['BCI products for animals, robots and people', '$24,999', '$79,999'],
      gated: true,
      buttons: ['Purchase EquineLink Starter', 'Purchase PawLink Enterprise'],
    },
    {
      path: '/equinelink',
      texts: ['EquineLink', '72-hour battery', '$75,000-$95,000', '$99,999'],
      gated: true,
      buttons: ['Purchase EquineLink Professional'],
    },
    {
      path: '/pawlink',
      texts: ['PawLink', 'IP68', '$15,000-$25,000', '$39,999'],
      gated: true,
      buttons: ['Purchase PawLink Starter'],
    },
    {
      path: '/pinnipedlink',
      texts: ['PinnipedLink', '96-hour battery', '$85,000-$120,000'],
      gated: true,
      buttons: [],
    },
    { path: '/neuropak', texts: ['NeuroPAK', 'Neural signal processing'], gated: false, buttons: [] },
    {
      path: '/membership',
      texts: ['Join the Global BCI Council', '$20,000 to $50,000', '$120', 'Ready to join?'],
      gated: false,
      buttons: ['Join as Founding Partner', 'Join as Advocate'],
    },
    { path: '/membership/success?tier=advocate', texts: ['Welcome, Advocate'], gated: false, buttons: [] },
    {
      path: '/membership-success?tier=industry-member',
      texts: ['Welcome, Industry Member'],
      gated: false,
      buttons: [],
    },
  ];

  test('the server HTML has the content, the gate in its loading state and the buy buttons not ready', async ({
    request,
  }) => {
    for (const { path, texts, gated, buttons } of productPages) {
      const html = await serverHtml(request, path);
      const text = rootText(html);
      for (const expected of texts) expect(text, `${path} contains "${expected}"`).toContain(expected);
      // Crawlers read the whole page: the gate is only its loading cue until the session is known.
      expect(html, `${path} renders no dialog`).not.toContain('role="dialog"');
      if (gated)
        expect(html, `${path} has the gate's loading cue`).toMatch(/role="status"[^>]*>Loading\.\.\.</);
      // Buy and checkout buttons work only with JavaScript: disabled and marked until hydration.
      for (const name of buttons) {
        expect(html, `${path}: "${name}" disabled`).toMatch(
          new RegExp(`<button[^>]*disabled=""[^>]*data-not-ready=""[^>]*>${name}</button>`),
        );
      }
    }
  });

  test('hydrate without warnings and without API calls; the gate opens only then', async ({ page }) => {
    for (const { path, gated, buttons } of productPages) {
      const { problems, apiCalls } = watch(page);
      await page.goto(path, { waitUntil: 'networkidle' });
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      if (gated) await expect(page.getByRole('dialog', { name: 'Request Early Access' })).toBeVisible();
      for (const name of buttons) await expect(page.getByRole('button', { name })).toBeEnabled();
      expect(problems, `console on ${path}`).toEqual([]);
      expect(apiCalls, `requests on ${path}`).toEqual([]);
      page.removeAllListeners('console');
      page.removeAllListeners('pageerror');
      page.removeAllListeners('request');
    }
  });
});
