// The browser's names (router-facade.mjs) and those only server code imports (the server renderer).

export { StaticRouter } from 'react-router';
export * from './router-facade.mjs';
