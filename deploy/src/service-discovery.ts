import { fileURLToPath, pathToFileURL } from 'node:url';
import { listServicePackages, type ServiceDefinition, type ServiceModule } from '@gbc/service-kit';

const defaultRepoRoot = fileURLToPath(new URL('../..', import.meta.url));

export interface DiscoveryOptions {
  repoRoot?: string;
  /** Loads a service's entry file; Jest's global set-up passes tsx's require, as it cannot import TypeScript. */
  loadEntry?: (entryFile: string) => Promise<unknown>;
}

/**
 * Every service of the site, in migration order, each configured from `env`: the workspaces under
 * `services/` that declare `gbc.service` in their package.json, built by their `serviceDefinition`.
 * Throws, naming the package, when one declares a service but does not define it as declared.
 */
export async function discoverServiceModules(
  env: NodeJS.ProcessEnv,
  {
    repoRoot = defaultRepoRoot,
    loadEntry = (entryFile) => import(pathToFileURL(entryFile).href),
  }: DiscoveryOptions = {},
): Promise<ServiceModule[]> {
  const modules: ServiceModule[] = [];
  // One entry at a time: Jest's ESM loader fails ("not in cache") when two entries link a shared module at once.
  for (const declared of listServicePackages(repoRoot)) {
    const entry = (await loadEntry(declared.entry)) as { serviceDefinition?: ServiceDefinition };
    if (!entry.serviceDefinition) {
      throw new Error(
        `${declared.packageName} declares gbc.service but its entry exports no serviceDefinition`,
      );
    }
    const module = entry.serviceDefinition.moduleFromEnv(env);
    if (module.name !== declared.name) {
      throw new Error(
        `${declared.packageName} declares the service '${declared.name}' but defines '${module.name}'`,
      );
    }
    modules.push(module);
  }
  return modules;
}
