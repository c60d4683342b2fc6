import { tsImport } from 'tsx/esm/api';

/**
 * The site map is TypeScript and the rspack configs run in plain Node, so it is loaded through tsx
 * instead of being copied: federation names, favicons and logo variants keep one source of truth.
 * @type {typeof import('@gbc/site-map')}
 */
export const siteMap = await tsImport('@gbc/site-map', import.meta.url);
