export { answerMalformedRequests } from './client-errors.js';
export {
  defaultServicePorts,
  gatewayConfigFromEnv,
  type ListenAddress,
  listenAddressFromEnv,
} from './config.js';
export { createGateway, type Gateway, type GatewayOptions } from './create-gateway.js';
export type { GatewayLogger } from './logger.js';
export { createRemoteOrigin } from './remote-origin.js';
export type { RemoteLocation, RemoteLocations } from './remotes-manifest.js';
export { defaultMetaServices, type PageMetaLookup, type SitemapLookup } from './service-meta-client.js';
