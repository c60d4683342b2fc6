import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';

/** lucide's icon factory, as an icon module of lucide-react's ES build imports it (`../createLucideIcon.mjs`). */
const iconFactory = /[\\/]createLucideIcon\.mjs$/;
/** An icon module of lucide-react's ES build. */
const iconModule = /lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/;
const sharedFactory = fileURLToPath(new URL('./lucide-icon-base.mjs', import.meta.url));

/**
 * Every lucide icon module creates its component with lucide's factory, which brings the Icon component
 * and its helpers (about 1.2 KB br) into every remote page with an icon, though the shell has them
 * already. In the browser builds of the shell and the remotes this points the icon modules at
 * `@gbc/ui/icon-base`, which the shell provides: one copy of the factory on the page. Only icon
 * modules are redirected: `@gbc/ui/icon-base` itself reaches the real factory, so a remote's fallback
 * copy of it works without the shell.
 */
export class SharedIconFactoryPlugin {
  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    new rspack.NormalModuleReplacementPlugin(iconFactory, (resolveData) => {
      if (iconModule.test(resolveData.contextInfo?.issuer ?? '')) resolveData.request = sharedFactory;
    }).apply(compiler);
  }
}
