// The browser's names (query-facade.mjs) and those only server code imports (the server renderer).

export { dehydrate } from '../../../node_modules/@tanstack/react-query/build/modern/index.js';
export * from './query-facade.mjs';
