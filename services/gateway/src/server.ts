import { drainServer } from '@gbc/service-kit';
import { answerMalformedRequests } from './client-errors.js';
import { gatewayConfigFromEnv, listenAddressFromEnv } from './config.js';
import { createGateway } from './create-gateway.js';

/** In-flight requests get this long to finish after SIGINT/SIGTERM before connections are cut. */
const shutdownGraceMs = 10_000;

const { port, host } = listenAddressFromEnv(process.env);
const gateway = createGateway(gatewayConfigFromEnv(process.env));
const server = gateway.listen(port, host, () => console.info(`Gateway listening on http://${host}:${port}`));
server.once('error', (error) => {
  throw error;
});
answerMalformedRequests(server);

function stop(signal: NodeJS.Signals): void {
  console.info(`${signal} received, closing the gateway`);
  void gateway.stopListening();
  void drainServer(server, shutdownGraceMs).then(() => gateway.close().finally(() => process.exit(0)));
}
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
