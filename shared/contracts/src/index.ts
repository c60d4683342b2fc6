export * from './access-token.js';
export * from './errors.js';
export * from './newsletter.js';
export * from './query.js';
export * from './read-time.js';
export * from './rich-text.js';
export * from './service-meta.js';
export * from './vignettes.js';
