import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { faviconIcons, HeadProfile, logoMarkIcons } from './brand-icons.mjs';
import { siteMap } from './site-map.mjs';

/**
 * Static SVG markup of a lucide icon. `style.color` too, because some icons fill their dots with
 * `currentColor`, which would otherwise be black in a standalone file.
 * @param {import('lucide-react').LucideIcon} Icon
 * @param {string} color
 * @param {number} size
 */
function iconMarkup(Icon, color, size = 24) {
  return renderToStaticMarkup(createElement(Icon, { color, size, style: { color } }));
}

/** @param {string} text */
function escapeXml(text) {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

/** A tab icon: the favicon's line icon in its colour on a transparent background. */
export function faviconSvg(spec) {
  const Icon = faviconIcons[spec.icon];
  if (!Icon) throw new Error(`No drawing for favicon icon "${spec.icon}"`);
  return iconMarkup(Icon, spec.color);
}

/** A logo mark: a rounded tile in the variant's colour with its icon in white. */
export function logoSvg(variant) {
  const Icon = logoMarkIcons[variant.id];
  if (!Icon) throw new Error(`No mark for logo variant "${variant.id}"`);
  const icon = iconMarkup(Icon, '#ffffff', 28).replace('<svg ', '<svg x="10" y="10" ');
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48" viewBox="0 0 48 48" role="img">',
    `<title>${escapeXml(variant.name)}</title>`,
    `<rect width="48" height="48" rx="12" fill="${variant.color}"/>`,
    icon,
    '</svg>',
  ].join('');
}

/** The default head image: the head-in-profile drawing in the council's colour. */
export function defaultHeadSvg() {
  return iconMarkup(HeadProfile, siteMap.favicons.default.color);
}

/**
 * Every generated brand file, keyed by its path under the shell's dist folder. The site map decides
 * which files exist (`faviconHref`, `logoVariants[].image`), so a new variant cannot be forgotten.
 * @returns {Map<string, string>}
 */
export function brandAssets() {
  const files = new Map();
  for (const spec of Object.values(siteMap.favicons)) {
    files.set(siteMap.faviconHref(spec).slice(1), faviconSvg(spec));
  }
  for (const variant of Object.values(siteMap.logoVariants)) {
    files.set(variant.image.slice(1), logoSvg(variant));
  }
  files.set(defaultHeadImagePath.slice(1), defaultHeadSvg());
  return files;
}

/** Public URL of the default head image (the spec's "default head image" in the images bucket). */
export const defaultHeadImagePath = '/images/default-head.svg';
