import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { z } from 'zod';
import type { ServiceModule } from './service-module.js';

/**
 * What every service's entry exports as `serviceDefinition`, so hosts that discover the service
 * (deploy, the test set-up) configure it without naming it. Building the module reads nothing and
 * starts nothing: settings that need I/O load when the host mounts it.
 */
export interface ServiceDefinition {
  moduleFromEnv(env: NodeJS.ProcessEnv): ServiceModule;
}

/** The `gbc.service` field of a service's package.json: the facts read without loading its code. */
const serviceDeclarationSchema = z.object({
  /** Schema, role (`gbc_<name>`), API prefix (`/api/<name>`) and `SERVICE_<NAME>_URL`. */
  name: z.string().regex(/^[a-z][a-z0-9]*$/, 'must be lower-case letters and digits'),
  /** Where it listens when it runs as its own process, and where the gateway looks for it then. */
  port: z.number().int().min(1024).max(65_535),
  /** Hosts migrate and mount services in ascending order. */
  migrationOrder: z.number().int(),
});
const packageJsonSchema = z.object({
  name: z.string(),
  main: z.string().default('src/index.ts'),
  gbc: z.object({ service: serviceDeclarationSchema.optional() }).optional(),
});

export interface ServicePackage extends z.infer<typeof serviceDeclarationSchema> {
  /** The npm package (`@gbc/<name>-service`). */
  packageName: string;
  /** Absolute path of its entry (`main`), which exports `serviceDefinition`: loadable before `npm install` links it. */
  entry: string;
}

function assertUnique(packages: readonly ServicePackage[], key: 'name' | 'port' | 'migrationOrder'): void {
  const seen = new Map<unknown, string>();
  for (const pkg of packages) {
    const other = seen.get(pkg[key]);
    if (other) throw new Error(`${other} and ${pkg.packageName} declare the same service ${key} ${pkg[key]}`);
    seen.set(pkg[key], pkg.packageName);
  }
}

/**
 * Every workspace under `services/` whose package.json declares `gbc.service`, in migration order
 * (none without a `services/` folder, e.g. a gateway deployed alone). Throws, naming the package, on
 * a malformed declaration or a name, port or order declared twice.
 */
export function listServicePackages(repoRoot: string): ServicePackage[] {
  const servicesDir = join(repoRoot, 'services');
  if (!existsSync(servicesDir)) return [];
  const packages = readdirSync(servicesDir)
    .map((folder) => join(servicesDir, folder, 'package.json'))
    .filter((file) => existsSync(file))
    .flatMap((file): ServicePackage[] => {
      const parsed = packageJsonSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
      if (!parsed.success) throw new Error(`${file}: gbc.service ${z.prettifyError(parsed.error)}`);
      const declared = parsed.data.gbc?.service;
      const entry = join(dirname(file), parsed.data.main);
      return declared ? [{ ...declared, packageName: parsed.data.name, entry }] : [];
    })
    .sort((a, b) => a.migrationOrder - b.migrationOrder);
  for (const key of ['name', 'port', 'migrationOrder'] as const) assertUnique(packages, key);
  return packages;
}
