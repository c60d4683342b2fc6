import { importEntryWithEnvironment } from '@gbc/service-kit/testing';

/** Variables the service reads, each set to something its settings refuse. */
const invalidEnvironment = {
  PUBLIC_ORIGIN: 'not a url',
  NEWSLETTER_SECRET: 'short',
  INTERNAL_API_TOKEN: 'short',
  STRIPE_SECRET_KEY: 'not-a-key',
  IDENTITY_REQUIRE_CONFIGURED_KEYS: 'maybe',
};

describe('the identity service entry', () => {
  test.each([
    ['an empty', {}],
    ['an invalid', invalidEnvironment],
  ])('imports with %s environment without throwing or starting anything', async (_label, env) => {
    const { module, started } = await importEntryWithEnvironment(env, () => {
      let loaded: Promise<typeof import('../src/index.js')> | undefined;
      return jest
        .isolateModulesAsync(async () => {
          loaded = import('../src/index.js');
          await loaded;
        })
        .then(() => loaded as Promise<typeof import('../src/index.js')>);
    });
    expect(typeof module.createIdentityModule).toBe('function');
    expect(started).toEqual([]);
  });
});
