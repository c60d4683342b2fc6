/**
 * rspack's `--mode` wins, then NODE_ENV; anything else builds for production, so a plain
 * `rspack build` in CI or a container never ships a development bundle.
 * @param {{ mode?: string } | undefined} argv
 * @returns {'production' | 'development'}
 */
export function buildMode(argv) {
  const requested = argv?.mode ?? process.env.NODE_ENV;
  return requested === 'development' ? 'development' : 'production';
}
