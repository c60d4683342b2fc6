import { dirname, join } from 'node:path';
import { listServicePackages } from '@gbc/service-kit';
import {
  importEntryWithEnvironment,
  literalApiPathsIn,
  literalSitePathsIn,
  routeLinesReachingTheDatabase,
} from '@gbc/service-kit/testing';
import { routes } from '@gbc/site-map';

/**
 * The conventions every service keeps (CONTRIBUTING, "Add a service"), checked for each service deploy
 * discovers, so a new domain is held to them without a test of its own.
 */
const repoRoot = join(__dirname, '..', '..');
const services = listServicePackages(repoRoot).map((declared) => ({
  ...declared,
  folder: (name: string) => join(dirname(declared.entry), '..', name),
}));

/** Variables the services read, each set to something their settings refuse. */
const invalidEnvironment = {
  PUBLIC_ORIGIN: 'not a url',
  NEWSLETTER_SECRET: 'short',
  INTERNAL_API_TOKEN: 'short',
  STRIPE_SECRET_KEY: 'not-a-key',
  IDENTITY_REQUIRE_CONFIGURED_KEYS: 'maybe',
};

describe.each(services)('the $name service', (service) => {
  test.each([
    ['an empty', {}],
    ['an invalid', invalidEnvironment],
  ])('its entry imports with %s environment without throwing or starting anything', async (_label, env) => {
    const { module, started } = await importEntryWithEnvironment(env, async () => {
      let loaded: unknown;
      await jest.isolateModulesAsync(async () => {
        loaded = await import(service.entry);
      });
      return loaded as { serviceDefinition?: unknown };
    });
    expect(module.serviceDefinition).toBeDefined();
    expect(started).toEqual([]);
  });

  test('its route plugins get service functions and never reach the database', () => {
    expect(routeLinesReachingTheDatabase(service.folder('src'))).toEqual([]);
  });

  test('its tests take API paths from the contracts, never spelled out', () => {
    expect(literalApiPathsIn(service.folder('test'))).toEqual([]);
  });

  test('it builds links to site pages with pathTo(), never spelled out', () => {
    expect(
      literalSitePathsIn(
        service.folder('src'),
        routes.map((route) => route.path),
      ),
    ).toEqual([]);
  });
});

test('the conventions are checked on every service', () => {
  expect(services.map((service) => service.name)).toEqual(
    expect.arrayContaining(['marketing', 'payments', 'identity']),
  );
});
