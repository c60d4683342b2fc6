/** What the gateway logs through: `console` by default, a pino logger or a test spy otherwise. */
export interface GatewayLogger {
  warn(message: string, ...details: unknown[]): void;
  error(message: string, ...details: unknown[]): void;
}
