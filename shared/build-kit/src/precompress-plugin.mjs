import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Scripts, styles and icons; manifests and index.html are rewritten or read by the gateway, so they are not. */
const precompressed = /\.(?:js|css|svg)$/i;
/** Below this, compression saves less than the headers cost. */
const minimumBytes = 1024;

/**
 * Writes a brotli (quality 11) and a gzip (level 9) copy next to every script, style sheet and icon, so
 * the gateway serves the smallest encoding without compressing on each request.
 */
export class PrecompressPlugin {
  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(PrecompressPlugin.name, (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: PrecompressPlugin.name, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
        async (assets) => {
          const work = Object.entries(assets)
            .filter(([name, source]) => precompressed.test(name) && source.size() >= minimumBytes)
            .map(async ([name, source]) => {
              const content = Buffer.from(source.buffer());
              const [br, gz] = await Promise.all([
                brotli(content, {
                  params: {
                    [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                    [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
                  },
                }),
                gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
              ]);
              compilation.emitAsset(`${name}.br`, new sources.RawSource(br));
              compilation.emitAsset(`${name}.gz`, new sources.RawSource(gz));
            });
          await Promise.all(work);
        },
      );
    });
  }
}
