/** Core contracts every domain shares; each domain's own schemas are a subpath (`@gbc/contracts/marketing`). */
export * from './access-token.js';
export * from './admin-records.js';
export * from './email.js';
export * from './email-rules.js';
export * from './error-body.js';
export * from './errors.js';
export * from './feeds.js';
export * from './paging.js';
export * from './personal-data.js';
export * from './plain-text.js';
export * from './query.js';
export * from './read-time.js';
export * from './request-id.js';
export * from './rich-text.js';
export * from './service-meta.js';
