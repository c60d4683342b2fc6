/** What the gateway logs through: `consoleLogger` by default, a pino logger or a test spy otherwise. */
export interface GatewayLogger {
  warn(message: string, ...details: unknown[]): void;
  error(message: string, ...details: unknown[]): void;
  /** Routine events that are nobody's fault, e.g. a client leaving before its answer; not logged without it. */
  debug?(message: string, ...details: unknown[]): void;
}

/** Warnings and errors on the console; debug lines are left out (give a leveled logger to see them). */
export const consoleLogger: GatewayLogger = {
  warn: (message, ...details) => console.warn(message, ...details),
  error: (message, ...details) => console.error(message, ...details),
};
