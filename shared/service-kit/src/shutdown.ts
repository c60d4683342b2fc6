import type { FastifyInstance } from 'fastify';

const shutdownSignals = ['SIGINT', 'SIGTERM'] as const;

/** A stop that hangs (a stuck connection) must not keep a terminating container alive forever. */
const forcedExitAfterMs = 15_000;

/**
 * On SIGINT/SIGTERM: stop accepting requests, let running ones finish, then run `extraClose`
 * (database pool, embedded server) and exit. Returns a function that removes the listeners.
 */
export function closeOnSignals(app: FastifyInstance, extraClose?: () => Promise<void>): () => void {
  let closing = false;
  const onSignal = async (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    setTimeout(() => process.exit(1), forcedExitAfterMs).unref();
    try {
      await app.close();
      await extraClose?.();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  for (const signal of shutdownSignals) process.on(signal, onSignal);
  return () => {
    for (const signal of shutdownSignals) process.off(signal, onSignal);
  };
}
