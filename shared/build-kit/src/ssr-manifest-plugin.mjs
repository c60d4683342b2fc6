import { createHash } from 'node:crypto';
import { readdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Name of a remote's server entry inside `dist/server/`. */
export const serverRemoteEntryName = 'remoteEntry.cjs';

/**
 * `sha256-<base64>` of every file of the server build but its source maps, keyed by its path inside it:
 * a gateway that fetches the build from the remote's origin runs only files with these hashes.
 * @param {string} serverDir absolute path of the server build
 */
async function serverFileHashes(serverDir) {
  const entries = await readdir(serverDir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && !entry.name.endsWith('.map'))
    .map((entry) =>
      path.relative(serverDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
    )
    .sort();
  /** @type {Record<string, string>} */
  const hashes = {};
  for (const file of files) {
    const content = await readFile(path.join(serverDir, file));
    hashes[file] = `sha256-${createHash('sha256').update(content).digest('base64')}`;
  }
  return hashes;
}

/**
 * Runs in a remote's server build: after the files are written, adds to the browser build's
 * `mf-manifest.json` where Node finds the server entry (`metaData.ssrRemoteEntry`, which the
 * federation runtime reads outside browsers) and `metaData.ssrBuildStamp`, a content hash of the server
 * build, and `metaData.ssrFiles`, the hash of each of its files. Federation's own `buildVersion` is the package version and never changes, so the gateway
 * watches this stamp to reload a redeployed remote. Written to a temporary file and renamed, so a
 * reader never sees half a manifest.
 */
export class SsrManifestPlugin {
  /** @param {{ serverDir: string }} options relative path of the server build under `dist/` */
  constructor({ serverDir }) {
    this.serverDir = serverDir;
  }

  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise(SsrManifestPlugin.name, async (compilation) => {
      const distDir = path.dirname(compiler.options.output.path);
      const manifestPath = path.join(distDir, 'mf-manifest.json');
      const manifest = JSON.parse(await readFile(manifestPath, 'utf8'));
      manifest.metaData.ssrRemoteEntry = {
        name: serverRemoteEntryName,
        path: this.serverDir,
        type: 'commonjs-module',
      };
      manifest.metaData.ssrBuildStamp = compilation.hash;
      manifest.metaData.ssrFiles = await serverFileHashes(compiler.options.output.path);
      const temporary = `${manifestPath}.${process.pid}.tmp`;
      await writeFile(temporary, JSON.stringify(manifest, null, 2));
      await rename(temporary, manifestPath);
    });
  }
}
