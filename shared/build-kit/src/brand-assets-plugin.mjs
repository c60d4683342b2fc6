import { brandAssets } from './brand-assets.mjs';

/**
 * Emits brand files into the build output as plain assets: by default every favicon, logo mark and the
 * default head image (the shell); a remote passes the ones its routes name.
 */
export class BrandAssetsPlugin {
  /** @param {{ assets?: () => Map<string, string> }} [options] */
  constructor({ assets = brandAssets } = {}) {
    this.assets = assets;
  }

  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(BrandAssetsPlugin.name, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: BrandAssetsPlugin.name, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          for (const [file, svg] of this.assets()) {
            compilation.emitAsset(file, new sources.RawSource(svg));
          }
        },
      );
    });
  }
}
