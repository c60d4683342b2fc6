import { utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brand } from '@gbc/site-map';
import request from 'supertest';
import { compileShellTemplate, shellTemplateCheckMs } from '../src/shell-template.js';
import {
  downServiceUrl,
  fakePages,
  shellIndexHtml,
  silentLogger,
  useGatewayTestBed,
} from './gateway-fixtures.js';

const bed = useGatewayTestBed();

function titleOf(html: string): string | undefined {
  return html.match(/<title>([\s\S]*?)<\/title>/)?.[1];
}
function metaContent(html: string, key: string): string | undefined {
  return html.match(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`))?.[1];
}

describe('rendered pages', () => {
  it('renders the home page with the brand title and social tags', async () => {
    const res = await request(bed.gateway()).get('/');
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
    const res = await request(bed.gateway()).get('/about/');
    expect(res.status).toBe(200);
    expect(titleOf(res.text)).toBe('About - GBC');
    expect(metaContent(res.text, 'twitter:title')).toBe('About - GBC');
    expect(res.text).toContain('<link rel="canonical" href="https://gbc.example.org/about" />');
    expect(metaContent(res.text, 'robots')).toBeUndefined();
  });

  it('keeps pages the site map does not index out of search engines', async () => {
    const res = await request(bed.gateway()).get('/admin/security');
    expect(res.status).toBe(200);
    expect(metaContent(res.text, 'robots')).toBe('noindex');
  });

  it('answers an unknown path with 404 and the not-found meta', async () => {
    const res = await request(bed.gateway()).get('/no/such/page');
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
    const res = await request(bed.gateway()).head('/no/such/page');
    expect(res.status).toBe(404);
    expect(res.text).toBeUndefined();
  });

  it('treats a malformed escape in the path as not found', async () => {
    expect((await request(bed.gateway()).get('/vignettes/%E0%A4%A')).status).toBe(404);
  });

  it('leaves requests that do not accept HTML to the plain 404', async () => {
    const json = await request(bed.gateway()).get('/about').set('Accept', 'application/json');
    expect(json.status).toBe(404);
    expect(json.headers['content-type']).toMatch(/^text\/plain/);
  });

  it.each(['POST', 'PUT', 'DELETE'] as const)(
    'answers %s on a page with 405 and Allow: GET, HEAD',
    async (method) => {
      const res = await request(bed.gateway())[method.toLowerCase() as 'post' | 'put' | 'delete']('/about');
      expect(res.status).toBe(405);
      expect(res.headers.allow).toBe('GET, HEAD');
      expect(res.body).toEqual({
        error: { code: 'METHOD_NOT_ALLOWED', message: expect.stringContaining(method) },
      });
    },
  );

  it('answers a wrong method on a path no page has with 404', async () => {
    expect((await request(bed.gateway()).post('/no/such/page')).status).toBe(404);
  });

  it('builds canonical and og:url from the configured origin whatever Host the request names', async () => {
    const res = await request(bed.gateway({ trustedProxies: ['loopback'] }))
      .get('/about')
      .set('Host', 'evil.example')
      .set('X-Forwarded-Host', 'evil.example');
    expect(res.text).toContain('<link rel="canonical" href="https://gbc.example.org/about" />');
    expect(metaContent(res.text, 'og:url')).toBe('https://gbc.example.org/about');
    expect(res.text).not.toContain('evil');
  });

  it('serves a rebuilt shell without a restart, within the template check interval', async () => {
    const app = bed.gateway();
    expect((await request(app).get('/')).text).not.toContain('rebuilt');
    const indexPath = join(bed.site.shellDir, 'index.html');
    await writeFile(indexPath, shellIndexHtml.replace('<body>', '<body data-build="rebuilt">'));
    const later = new Date(Date.now() + 5000);
    await utimes(indexPath, later, later);
    const rebuiltAt = Date.now();
    let html = '';
    while (!html.includes('data-build="rebuilt"') && Date.now() - rebuiltAt < 3 * shellTemplateCheckMs) {
      html = (await request(app).get('/')).text;
    }
    expect(html).toContain('data-build="rebuilt"');
  });
});

describe('pages whose meta a service gives (route owner from the site map)', () => {
  it('takes title, description and type from the owning service', async () => {
    const known = fakePages['/vignettes/known']!;
    const res = await request(bed.gateway()).get('/vignettes/known');
    expect(res.status).toBe(200);
    expect(titleOf(res.text)).toBe(`${known.title} - GBC`);
    expect(metaContent(res.text, 'description')).toBe(known.description);
    expect(metaContent(res.text, 'og:type')).toBe('article');
    expect(metaContent(res.text, 'og:url')).toBe('https://gbc.example.org/vignettes/known');
    expect(bed.service.requests.at(-1)?.url).toBe('/api/marketing/meta?path=%2Fvignettes%2Fknown');
  });

  it('answers 404 when the service answers 404 or says status 404', async () => {
    const app = bed.gateway();
    for (const path of ['/vignettes/unknown', '/vignettes/withdrawn']) {
      const res = await request(app).get(path);
      expect(res.status).toBe(404);
      expect(titleOf(res.text)).toBe('Page Not Found - GBC');
    }
  });

  it('asks no service about routes without dynamic segments or owners not configured', async () => {
    const calls = bed.service.requests.length;
    expect((await request(bed.gateway()).get('/about')).status).toBe(200);
    const unasked = await request(bed.gateway({ metaServices: [] })).get('/vignettes/unknown');
    expect(unasked.status).toBe(200);
    expect(titleOf(unasked.text)).toBe('Vignette - GBC');
    expect(bed.service.requests.length).toBe(calls);
  });

  it('escapes every injected value and makes a site-path image absolute', async () => {
    const res = await request(bed.gateway()).get('/vignettes/scripted');
    expect(res.status).toBe(200);
    expect(res.text).not.toContain('<script>alert');
    expect(titleOf(res.text)).toBe(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;Co&#39; - GBC',
    );
    expect(metaContent(res.text, 'og:description')).toBe('&quot;Quoted&quot; &lt;b&gt;bold&lt;/b&gt;');
    expect(metaContent(res.text, 'og:image')).toBe('https://gbc.example.org/brand/og-vignette.png');
  });

  it('escapes a title that a custom lookup returns', async () => {
    const app = bed.gateway({
      pageMeta: async () => ({ title: '"><img src=x onerror=alert(1)>', description: 'd', status: 200 }),
    });
    const res = await request(app).get('/vignettes/any');
    expect(res.text).not.toContain('<img');
    expect(metaContent(res.text, 'og:title')).toBe('&quot;&gt;&lt;img src=x onerror=alert(1)&gt; - GBC');
  });

  it('falls back to the generic route meta with 200 when the service is down', async () => {
    const logger = silentLogger();
    const app = bed.gateway({ services: { marketing: await downServiceUrl() }, logger });
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
