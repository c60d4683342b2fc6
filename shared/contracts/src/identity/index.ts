export * from './admin-users.js';
export * from './admin-users-copy.js';
export * from './api.js';
export * from './messages.js';
export * from './schemas.js';
