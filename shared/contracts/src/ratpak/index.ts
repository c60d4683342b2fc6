/** The ratpak domain's contracts: `@gbc/contracts/ratpak`. */
export * from './access-requests.js';
export * from './admin-records.js';
export * from './admin-records-copy.js';
export * from './api-paths.js';
export * from './demo-copy.js';
export * from './demo-slots.js';
export * from './lead-copy.js';
export * from './leads.js';
export * from './trials.js';
