import { brandAssets } from './brand-assets.mjs';

/** Emits the favicons, logo marks and default head image into the build output as plain assets. */
export class BrandAssetsPlugin {
  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(BrandAssetsPlugin.name, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: BrandAssetsPlugin.name, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          for (const [file, svg] of brandAssets()) {
            compilation.emitAsset(file, new sources.RawSource(svg));
          }
        },
      );
    });
  }
}
