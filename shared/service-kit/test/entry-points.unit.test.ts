import * as embeddedPostgres from '@gbc/service-kit/embedded-postgres';
import * as testing from '@gbc/service-kit/testing';
import * as production from '../src/index.js';

describe("service-kit's entries", () => {
  test('the production entry exports neither embedded PostgreSQL nor a test helper', () => {
    const leaked = [...Object.keys(embeddedPostgres), ...Object.keys(testing)].filter(
      (name) => name in production,
    );
    expect(leaked).toEqual([]);
  });

  test('embedded PostgreSQL and the test bed have their own subpaths', () => {
    expect(typeof embeddedPostgres.startEmbeddedPostgres).toBe('function');
    expect(typeof testing.createTestDatabase).toBe('function');
  });
});
