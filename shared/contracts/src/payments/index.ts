export * from './catalogue.js';
export * from './payments.js';
