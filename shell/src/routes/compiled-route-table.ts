// Its own module so that a dynamic import of it makes a chunk of its own: the compiled site map's
// table, needed only by a page that arrives without the gateway's.
export { compiledRouteTable } from '@gbc/site-map';
