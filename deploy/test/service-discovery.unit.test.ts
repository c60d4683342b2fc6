import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import type { ServiceDefinition, ServiceModule } from '@gbc/service-kit';
import { discoverServiceModules } from '../src/service-discovery.js';

const repoRoot = join(__dirname, '..', '..');

function fakeRepo(services: Record<string, object>): string {
  const root = mkdtempSync(join(tmpdir(), 'gbc-discovery-'));
  for (const [folder, packageJson] of Object.entries(services)) {
    mkdirSync(join(root, 'services', folder), { recursive: true });
    writeFileSync(join(root, 'services', folder, 'package.json'), JSON.stringify(packageJson));
  }
  return root;
}

const definitionOf = (name: string): ServiceDefinition => ({
  moduleFromEnv: (): ServiceModule => ({ name, migrations: {}, plugin: async () => {} }),
});

describe('discoverServiceModules', () => {
  const roots: string[] = [];
  afterEach(() => {
    for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
  });
  const repo = (services: Record<string, object>) => {
    const root = fakeRepo(services);
    roots.push(root);
    return root;
  };

  it("finds this repository's services in migration order, each built from the given environment", async () => {
    const modules = await discoverServiceModules({ PUBLIC_ORIGIN: 'https://gbc.example' }, { repoRoot });
    expect(modules.map((module) => module.name)).toEqual([
      'marketing',
      'payments',
      'identity',
      'programs',
      'products',
      'ratpak',
      'admin',
      'survey',
    ]);
  });

  it('loads only the packages that declare gbc.service, ordered by their migrationOrder', async () => {
    const root = repo({
      zeta: { name: '@x/zeta-service', gbc: { service: { name: 'zeta', port: 4201, migrationOrder: 1 } } },
      alpha: { name: '@x/alpha-service', gbc: { service: { name: 'alpha', port: 4202, migrationOrder: 2 } } },
      gateway: { name: '@x/gateway' },
    });
    const loaded: string[] = [];
    const modules = await discoverServiceModules(
      {},
      {
        repoRoot: root,
        loadEntry: async (entryFile) => {
          const folder = basename(join(entryFile, '..', '..'));
          loaded.push(folder);
          return { serviceDefinition: definitionOf(folder) };
        },
      },
    );
    expect(modules.map((module) => module.name)).toEqual(['zeta', 'alpha']);
    expect(loaded.sort()).toEqual(['alpha', 'zeta']);
  });

  it('refuses a package that declares a service but exports no definition, or defines another name', async () => {
    const root = repo({
      one: { name: '@x/one-service', gbc: { service: { name: 'one', port: 4201, migrationOrder: 1 } } },
    });
    await expect(discoverServiceModules({}, { repoRoot: root, loadEntry: async () => ({}) })).rejects.toThrow(
      '@x/one-service declares gbc.service but its entry exports no serviceDefinition',
    );
    await expect(
      discoverServiceModules(
        {},
        { repoRoot: root, loadEntry: async () => ({ serviceDefinition: definitionOf('two') }) },
      ),
    ).rejects.toThrow("@x/one-service declares the service 'one' but defines 'two'");
  });

  it('refuses two services declaring the same port', async () => {
    const root = repo({
      one: { name: '@x/one-service', gbc: { service: { name: 'one', port: 4201, migrationOrder: 1 } } },
      two: { name: '@x/two-service', gbc: { service: { name: 'two', port: 4201, migrationOrder: 2 } } },
    });
    await expect(discoverServiceModules({}, { repoRoot: root })).rejects.toThrow(
      '@x/one-service and @x/two-service declare the same service port 4201',
    );
  });
});
