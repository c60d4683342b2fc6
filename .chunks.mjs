import { rspack } from '@rspack/core';
const app = process.argv[2];
const configs = (await import(`./${app}/rspack.config.mjs`)).default({}, { mode: 'production' });
const config = { ...configs[0], output: { ...configs[0].output, path: '/tmp/chunks-' + app } };
const stats = await new Promise((res, rej) => rspack(config).run((e, s) => (e ? rej(e) : res(s))));
const json = stats.toJson({ chunks: true, chunkModules: true, modules: false, assets: false });
for (const c of json.chunks.sort((a, b) => b.size - a.size)) {
  const mods = (c.modules ?? []).sort((a, b) => b.size - a.size).slice(0, 6).map((m) => `${(m.size/1024).toFixed(0)}k ${m.name.replace(/.*node_modules\//, '').slice(0, 70)}`);
  console.log(`${c.files.join(',')} ${(c.size / 1024).toFixed(0)}k\n    ${mods.join('\n    ')}`);
}
