// `@gbc/web-kit/forms`: imported by form chunks only, so the form libraries and zod stay out of every
// page's first load.
export * from './contract-form.js';
export * from './field-values.js';
export * from './step-up.js';
