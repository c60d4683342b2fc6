export * from './test-auth.js';
export * from './test-bed.js';
export * from './test-database.js';
export * from './test-entry-import.js';
export * from './test-http.js';
export * from './test-route-layering.js';
export * from './test-run.js';
export * from './test-tcp-proxy.js';
