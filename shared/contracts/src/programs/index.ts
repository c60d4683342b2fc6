/** The programs domain's contracts: `@gbc/contracts/programs`. */
export * from './api-paths.js';
export * from './brochures.js';
export * from './program-facts.js';
export * from './stories.js';
export * from './story-copy.js';
export * from './story-moderation.js';
export * from './story-moderation-copy.js';
