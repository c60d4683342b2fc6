/**
 * The personal-data contract, zod-free: every service holding personal data answers two internal
 * routes (service-to-service, `auth: 'internal'`), as `service-meta.ts` defines page metadata. The
 * admin service's privacy job calls them on every discovered service; a service that answers 404
 * holds nothing about anyone. Schemas are in `personal-data.ts`; service-kit's `personalDataRoutes`
 * registers both on a service's own export and erase functions.
 */
export const personalDataApi = {
  /** Route patterns, relative to a service's prefix. */
  routePatterns: {
    export: '/internal/personal-data/export',
    erase: '/internal/personal-data/erase',
  },
  exportOf: (service: string) => `/api/${service}/internal/personal-data/export`,
  eraseOf: (service: string) => `/api/${service}/internal/personal-data/erase`,
} as const;

/** Audit event type of an erasure; its rows name the address only by its keyed hash. */
export const personalDataErasureEvent = 'bci_personal_data_erasure';
