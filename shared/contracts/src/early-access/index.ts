/** The early-access gate's contracts, shared by every service that owns a gated page: `@gbc/contracts/early-access`. */

export * from './admin-records.js';
export * from './admin-records-copy.js';
export * from './early-access.js';
export * from './early-access-copy.js';
