import type { RequestHandler } from 'express';
import { cacheControl } from './cache-policy.js';
import { headTagsFor } from './head-tags.js';
import type { PageMetaResolver } from './page-meta.js';
import type { ShellTemplateLoader } from './shell-template.js';

const shellNotBuiltMessage =
  'The site shell has not been built yet. Run `npm run build` (or `npm start`, which builds it) and reload.';

interface RenderDeps {
  loadShellTemplate: ShellTemplateLoader;
  resolvePageMeta: PageMetaResolver;
  /** From configuration only: a Host header is the client's to choose. */
  publicOrigin: string;
}

/**
 * Every page of the site: the shell's index.html with this page's title, description and social tags,
 * and the HTTP status the site map gives the path (404 for unknown paths and vignettes).
 */
export function renderIndexHtml({
  loadShellTemplate,
  resolvePageMeta,
  publicOrigin,
}: RenderDeps): RequestHandler {
  return async (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !req.accepts('html')) {
      next();
      return;
    }
    const template = await loadShellTemplate();
    if (!template) {
      res.status(503).type('text/plain').set('Cache-Control', 'no-store').send(shellNotBuiltMessage);
      return;
    }
    const page = await resolvePageMeta(req.path);
    const html = template.render(headTagsFor(page, publicOrigin));
    res
      .vary('Accept')
      .status(page.status)
      .type('html')
      .set('Cache-Control', cacheControl.revalidate)
      .send(html);
  };
}
