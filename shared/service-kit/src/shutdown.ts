import type { Server } from 'node:http';

const shutdownSignals = ['SIGINT', 'SIGTERM'] as const;

/** A stop that hangs (a stuck connection) must not keep a terminating container alive forever. */
export const forcedExitAfterMs = 20_000;

/** How often a closing server looks for keep-alive connections whose last response has just finished. */
const idleSweepMs = 50;

/**
 * Closes each keep-alive connection of a closing server as soon as it is idle (Node closes idle ones
 * only at the moment `close` is called, so one busy then would hold the close until its keep-alive
 * timeout). Returns a function that stops sweeping.
 */
export function sweepIdleConnections(server: Server): () => void {
  server.closeIdleConnections();
  const timer = setInterval(() => server.closeIdleConnections(), idleSweepMs);
  timer.unref();
  return () => clearInterval(timer);
}

/** Stops accepting, lets requests in flight finish (at most `graceMs`), then cuts what remains. */
export async function drainServer(server: Server, graceMs: number): Promise<void> {
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  const stopSweeping = sweepIdleConnections(server);
  const timer = setTimeout(() => server.closeAllConnections(), graceMs);
  try {
    await closed;
  } finally {
    clearTimeout(timer);
    stopSweeping();
  }
}

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
