export * from './errors.js';
export * from './rich-text.js';
export * from './vignettes.js';
