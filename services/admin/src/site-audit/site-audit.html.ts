import { type HTMLElement, parse } from 'node-html-parser';

/** What the audit reads from one page's HTML. */
export interface PageFindings {
  title: string | null;
  metaDescription: string | null;
  /** Absolute URLs (fragment removed) of the page's `<a href>`s, in order, each once. */
  links: string[];
  /** Absolute URLs of the page's `<img src>`s, each once. */
  images: string[];
  seo: string[];
  accessibility: string[];
}

const nonLinkSchemes = /^(mailto|tel|javascript|data|sms):/i;

function absolute(href: string | undefined, base: string): string | null {
  const value = href?.trim();
  if (!value || value.startsWith('#') || nonLinkSchemes.test(value)) return null;
  try {
    const url = new URL(value, base);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    url.hash = '';
    return url.href;
  } catch {
    return null;
  }
}

const text = (value: string | undefined) => value?.replace(/\s+/g, ' ').trim() ?? '';

/**
 * An element's accessible name as far as its HTML tells it (a subset of accname: aria-labelledby,
 * aria-label, visible text without aria-hidden parts, images' alt, title).
 */
function accessibleName(element: HTMLElement, root: HTMLElement): string {
  const labelledBy = element.getAttribute('aria-labelledby');
  if (labelledBy) {
    const named = labelledBy
      .split(/\s+/)
      .map((id) => text(root.querySelector(`[id="${id.replace(/"/g, '')}"]`)?.textContent))
      .join(' ')
      .trim();
    if (named) return named;
  }
  const label = text(element.getAttribute('aria-label'));
  if (label) return label;
  const visible = (node: HTMLElement): string =>
    node.childNodes
      .map((child) => {
        if (child.nodeType === 3) return child.textContent;
        const el = child as HTMLElement;
        if (el.getAttribute?.('aria-hidden') === 'true') return '';
        if (el.tagName === 'IMG') return el.getAttribute('alt') ?? '';
        if (el.tagName === 'svg' || el.tagName === 'SVG') return text(el.querySelector('title')?.textContent);
        return el.childNodes ? visible(el) : '';
      })
      .join(' ');
  return text(visible(element)) || text(element.getAttribute('title'));
}

const unlabelledInputTypes = new Set(['hidden', 'submit', 'reset', 'button', 'image']);

/**
 * The page's title, description, links and images, with the checks the audit makes without a browser:
 * SEO (a title, a meta description, exactly one h1) and accessibility (the page's language, alt text
 * on every image, a name for every link and button, a label for every form field).
 */
export function analysePage(html: string, pageUrl: string): PageFindings {
  const root = parse(html, { comment: false });
  const title = text(root.querySelector('head > title, title')?.textContent) || null;
  const metaDescription =
    text(root.querySelector('meta[name="description"]')?.getAttribute('content')) || null;
  const body = root.querySelector('body') ?? root;

  const links = new Set<string>();
  const images = new Set<string>();
  const seo: string[] = [];
  const accessibility: string[] = [];

  if (!title) seo.push('Missing page title');
  if (!metaDescription) seo.push('Missing meta description');
  const headings = body.querySelectorAll('h1').length;
  if (headings === 0) seo.push('No h1 heading');
  if (headings > 1) seo.push(`${headings} h1 headings (one expected)`);

  if (!text(root.querySelector('html')?.getAttribute('lang'))) {
    accessibility.push('The page does not declare its language (html lang)');
  }
  for (const anchor of body.querySelectorAll('a[href]')) {
    const href = absolute(anchor.getAttribute('href'), pageUrl);
    if (href) links.add(href);
    if (!accessibleName(anchor, root)) {
      accessibility.push(`Link without an accessible name: ${anchor.getAttribute('href') ?? ''}`);
    }
  }
  for (const image of body.querySelectorAll('img')) {
    const src = absolute(image.getAttribute('src'), pageUrl);
    if (src) images.add(src);
    if (image.getAttribute('alt') === undefined && image.getAttribute('role') !== 'presentation') {
      accessibility.push(`Image without alt text: ${image.getAttribute('src') ?? ''}`);
    }
  }
  for (const button of body.querySelectorAll('button')) {
    if (!accessibleName(button, root)) accessibility.push('Button without an accessible name');
  }
  for (const field of body.querySelectorAll('input, select, textarea')) {
    if (unlabelledInputTypes.has((field.getAttribute('type') ?? '').toLowerCase())) continue;
    const id = field.getAttribute('id');
    const labelled =
      field.closest('label') !== null ||
      (id !== undefined && root.querySelector(`label[for="${id.replace(/"/g, '')}"]`) !== null) ||
      accessibleName(field, root) !== '';
    if (!labelled) {
      accessibility.push(
        `Form field without a label: ${field.getAttribute('name') ?? field.tagName.toLowerCase()}`,
      );
    }
  }
  return { title, metaDescription, links: [...links], images: [...images], seo, accessibility };
}
