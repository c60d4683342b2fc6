export { brandAssets, defaultHeadImagePath } from './brand-assets.mjs';
export { BrandAssetsPlugin } from './brand-assets-plugin.mjs';
export { hostConfig } from './host-config.mjs';
export { remoteConfig } from './remote-config.mjs';
export { remoteBrandAssets, remoteRouteTable } from './route-manifest.mjs';
export { sharedSingletonsFor } from './shared-singletons.mjs';
