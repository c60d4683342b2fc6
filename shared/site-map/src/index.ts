export * from './brand.js';
export * from './document-title.js';
export * from './favicon.js';
export * from './logo.js';
export * from './match.js';
export * from './navigation.js';
export * from './remotes.js';
export * from './routes.js';
