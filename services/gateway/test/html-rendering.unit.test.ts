import { utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brand } from '@gbc/site-map';
import request from 'supertest';
import { createGateway, type GatewayOptions } from '../src/create-gateway.js';
import { compileShellTemplate } from '../src/shell-template.js';
import {
  createSiteFixture,
  downServiceUrl,
  type FakeService,
  knownVignette,
  type SiteFixture,
  shellIndexHtml,
  silentLogger,
  startFakeMarketingService,
} from './gateway-fixtures.js';

let site: SiteFixture;
let marketing: FakeService;
let options: GatewayOptions;

beforeAll(async () => {
  site = await createSiteFixture();
  marketing = await startFakeMarketingService();
  options = {
    shellDir: site.shellDir,
    remotes: { marketing: { dir: site.marketingDir } },
    services: { marketing: marketing.url },
    publicOrigin: 'https://gbc.example.org/',
    logger: silentLogger(),
  };
});
afterAll(async () => {
  await marketing.close();
  await site.remove();
});

function titleOf(html: string): string | undefined {
  return html.match(/<title>([\s\S]*?)<\/title>/)?.[1];
}
function metaContent(html: string, key: string): string | undefined {
  return html.match(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`))?.[1];
}

describe('rendered pages', () => {
  it('renders the home page with the brand title and social tags', async () => {
    const res = await request(createGateway(options)).get('/');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(titleOf(res.text)).toBe(brand.name);
    expect(res.text.match(/<title>/g)).toHaveLength(1);
    expect(res.text).not.toContain('Build-time');
    expect(metaContent(res.text, 'description')).toContain('global non-profit council');
    expect(metaContent(res.text, 'og:title')).toBe(brand.name);
    expect(metaContent(res.text, 'og:type')).toBe('website');
    expect(metaContent(res.text, 'og:url')).toBe('https://gbc.example.org/');
    expect(metaContent(res.text, 'og:site_name')).toBe(brand.name);
    expect(metaContent(res.text, 'twitter:card')).toBe('summary');
    expect(res.text).toContain('<link rel="canonical" href="https://gbc.example.org/" />');
    expect(res.text).not.toContain('<!--gbc:head-->');
    expect(res.text).toContain('<script defer src="/assets/main.1a2b3c4d.js"></script>');
  });

  it('titles a route page "{title} - GBC" with a canonical link without trailing slash', async () => {
    const res = await request(createGateway(options)).get('/about/');
    expect(res.status).toBe(200);
    expect(titleOf(res.text)).toBe('About - GBC');
    expect(metaContent(res.text, 'twitter:title')).toBe('About - GBC');
    expect(res.text).toContain('<link rel="canonical" href="https://gbc.example.org/about" />');
    expect(metaContent(res.text, 'robots')).toBeUndefined();
  });

  it('keeps pages the site map does not index out of search engines', async () => {
    const res = await request(createGateway(options)).get('/admin/security');
    expect(res.status).toBe(200);
    expect(metaContent(res.text, 'robots')).toBe('noindex');
  });

  it('answers an unknown path with 404 and the not-found meta', async () => {
    const res = await request(createGateway(options)).get('/no/such/page');
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(titleOf(res.text)).toBe('Page Not Found - GBC');
    expect(metaContent(res.text, 'description')).toBe(
      'The page you&#39;re looking for doesn&#39;t exist or has been moved.',
    );
    expect(metaContent(res.text, 'robots')).toBe('noindex');
    expect(res.text).not.toContain('rel="canonical"');
  });

  it('answers HEAD with the same status and no body', async () => {
    const res = await request(createGateway(options)).head('/no/such/page');
    expect(res.status).toBe(404);
    expect(res.text).toBeUndefined();
  });

  it('treats a malformed escape in the path as not found', async () => {
    expect((await request(createGateway(options)).get('/vignettes/%E0%A4%A')).status).toBe(404);
  });

  it('leaves requests that do not accept HTML and other methods to the plain 404', async () => {
    const app = createGateway(options);
    const json = await request(app).get('/about').set('Accept', 'application/json');
    expect(json.status).toBe(404);
    expect(json.headers['content-type']).toMatch(/^text\/plain/);
    expect((await request(app).post('/about')).status).toBe(404);
  });

  it('serves a rebuilt shell without a restart', async () => {
    const app = createGateway(options);
    expect((await request(app).get('/')).text).not.toContain('rebuilt');
    const indexPath = join(site.shellDir, 'index.html');
    await writeFile(indexPath, shellIndexHtml.replace('<body>', '<body data-build="rebuilt">'));
    const later = new Date(Date.now() + 5000);
    await utimes(indexPath, later, later);
    expect((await request(app).get('/')).text).toContain('data-build="rebuilt"');
  });
});

describe('vignette pages', () => {
  it('takes title and description from the vignette (the excerpt when it has no SEO description)', async () => {
    const res = await request(createGateway(options)).get('/vignettes/known');
    expect(res.status).toBe(200);
    expect(titleOf(res.text)).toBe(`${knownVignette.title} - GBC`);
    expect(metaContent(res.text, 'description')).toBe(knownVignette.excerpt);
    expect(metaContent(res.text, 'og:type')).toBe('article');
    expect(metaContent(res.text, 'og:url')).toBe('https://gbc.example.org/vignettes/known');
  });

  it('answers an unknown or malformed slug with 404', async () => {
    const app = createGateway(options);
    const unknown = await request(app).get('/vignettes/unknown');
    expect(unknown.status).toBe(404);
    expect(titleOf(unknown.text)).toBe('Page Not Found - GBC');
    const calls = marketing.requests.length;
    expect((await request(app).get('/vignettes/Not_A_Slug')).status).toBe(404);
    expect(marketing.requests.length).toBe(calls);
  });

  it('escapes every injected value', async () => {
    const res = await request(createGateway(options)).get('/vignettes/scripted');
    expect(res.status).toBe(200);
    expect(res.text).not.toContain('<script>alert');
    expect(titleOf(res.text)).toBe(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;Co&#39; - GBC',
    );
    expect(metaContent(res.text, 'og:description')).toBe('&quot;Quoted&quot; &lt;b&gt;bold&lt;/b&gt;');
  });

  it('escapes a title that a custom lookup returns', async () => {
    const app = createGateway({
      ...options,
      vignetteMeta: async () => ({ title: '"><img src=x onerror=alert(1)>', description: 'd' }),
    });
    const res = await request(app).get('/vignettes/any');
    expect(res.text).not.toContain('<img');
    expect(metaContent(res.text, 'og:title')).toBe('&quot;&gt;&lt;img src=x onerror=alert(1)&gt; - GBC');
  });

  it('falls back to the generic vignette meta with 200 when the marketing service is down', async () => {
    const logger = silentLogger();
    const app = createGateway({ ...options, services: { marketing: await downServiceUrl() }, logger });
    const res = await request(app).get('/vignettes/known');
    expect(res.status).toBe(200);
    expect(titleOf(res.text)).toBe('Vignette - GBC');
    expect(metaContent(res.text, 'description')).toBe('A short fiction piece from the council.');
    expect(logger.warn).toHaveBeenCalledTimes(1);
  });
});

describe('shell template', () => {
  it('inserts the tags before </head> when the marker is missing', () => {
    const template = compileShellTemplate(
      '<html><head><title>x</title><meta charset="utf-8"></head><body></body></html>',
    );
    expect(template.render('<title>y</title>')).toBe(
      '<html><head><meta charset="utf-8"><title>y</title>\n</head><body></body></html>',
    );
  });
});
