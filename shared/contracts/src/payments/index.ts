export * from './api-paths.js';
export * from './catalogue.js';
export * from './payment-copy.js';
export * from './payments.js';
