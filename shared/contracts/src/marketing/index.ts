/** The marketing domain's contracts: `@gbc/contracts/marketing`. */
export * from './admin-records.js';
export * from './admin-records-copy.js';
export * from './api-paths.js';
export * from './contact.js';
export * from './contact-copy.js';
export * from './event-copy.js';
export * from './event-registration.js';
export * from './events.js';
export * from './feeds.js';
export * from './newsletter.js';
export * from './newsletter-copy.js';
export * from './resources.js';
export * from './resources-catalogue.js';
export * from './vignette-copy.js';
export * from './vignettes.js';
