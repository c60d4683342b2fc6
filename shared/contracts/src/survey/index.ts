/** The survey domain's contracts: `@gbc/contracts/survey`. */

export * from './admin-records.js';
export * from './api-paths.js';
export * from './survey-examples.js';
export * from './survey-items.js';
export * from './survey-messages.js';
export * from './survey-schemas.js';
export * from './survey-steps.js';
