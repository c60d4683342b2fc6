// The browser's names (router-facade.mjs) and those only server code imports (the server renderer).
export * from './router-facade.mjs';
export { StaticRouter } from 'react-router';
