import { fileURLToPath } from 'node:url';
import { runGeneratorCli } from '../generated-files.js';
import { generatedManifestFiles, previousManifestFiles } from './synth.js';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

/** `npm run k8s:synth [-- --check]`: the Kubernetes manifests of every discovered service, validated, in deploy/k8s/. */
runGeneratorCli(
  'npm run k8s:synth',
  repoRoot,
  generatedManifestFiles(repoRoot),
  previousManifestFiles(repoRoot),
);
