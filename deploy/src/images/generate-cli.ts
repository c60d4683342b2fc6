import { fileURLToPath } from 'node:url';
import { runGeneratorCli } from '../generated-files.js';
import { generatedImageFiles, previouslyGeneratedImageFiles } from './dockerfiles.js';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

/** `npm run images:generate [-- --check]`: every image's Dockerfile and ignore file, from the discovered workspaces. */
runGeneratorCli(
  'npm run images:generate',
  repoRoot,
  generatedImageFiles(repoRoot),
  previouslyGeneratedImageFiles(repoRoot),
);
