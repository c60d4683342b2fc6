import { brand } from '@gbc/brand';

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * A page the payments service serves itself (the local provider's, the mailed cancel link's): plain
 * server HTML, no scripts and no inline styles, so it runs under the strictest CSP. `body` is HTML
 * the caller has escaped.
 */
export function plainPage(title: string, body: string): string {
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    `<title>${escapeHtml(title)} - ${escapeHtml(brand.abbreviation)}</title>`,
    '</head>',
    '<body>',
    '<main>',
    `<h1>${escapeHtml(title)}</h1>`,
    body,
    '</main>',
    '</body>',
    '</html>',
  ].join('\n');
}
