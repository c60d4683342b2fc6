const shutdownSignals = ['SIGINT', 'SIGTERM'] as const;

/** A stop that hangs (a stuck connection) must not keep a terminating container alive forever. */
export const forcedExitAfterMs = 20_000;

/** The few logger methods used here; pino, Fastify's logger and console fit. */
export interface ShutdownLogger {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface CloseOnSignalsOptions {
  log: ShutdownLogger;
  /** Stops everything in order (stop accepting, drain requests, stop workers, close pools, stop the database). */
  close: () => Promise<void>;
  /** Exit code 1 if `close` has not finished by then. Default `forcedExitAfterMs`. */
  forceAfterMs?: number;
}

/**
 * On SIGINT/SIGTERM: run `close` once and exit 0 (1 if it fails or overruns). A repeated signal
 * changes nothing: `npm start` in a terminal delivers Ctrl-C to npm and to this process, and npm
 * forwards its copy. Returns a function that removes the listeners.
 */
export function closeOnSignals(options: CloseOnSignalsOptions): () => void {
  let closing = false;
  const onSignal = async (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    options.log.info({ signal }, 'shutting down');
    setTimeout(() => {
      options.log.error({}, 'shutdown overran its time limit: exiting anyway');
      process.exit(1);
    }, options.forceAfterMs ?? forcedExitAfterMs).unref();
    try {
      await options.close();
      options.log.info({}, 'stopped');
      process.exit(0);
    } catch (error) {
      options.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  for (const signal of shutdownSignals) process.on(signal, onSignal);
  return () => {
    for (const signal of shutdownSignals) process.off(signal, onSignal);
  };
}
