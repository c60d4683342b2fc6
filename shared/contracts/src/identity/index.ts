export * from './api.js';
export * from './messages.js';
export * from './schemas.js';
