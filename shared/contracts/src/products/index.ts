/** The products domain's contracts: `@gbc/contracts/products`. */
export * from './access-requests.js';
export * from './access-requests-copy.js';
export * from './admin-records.js';
export * from './api-paths.js';
export * from './membership-copy.js';
