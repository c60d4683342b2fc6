import type { StartSiteOptions } from '../../deploy/src/standalone.js';

/**
 * The service host logs one info line per request; at thousands of requests a second those lines
 * would bury the figures and cost the throughput being measured. Warnings and errors still print.
 */
export const benchServiceLogger = { level: 'warn' } as const;

/** How `npm run bench` starts the site: loopback only, its own data directory, request logs silenced. */
export function benchSiteOptions(dataDir: string): StartSiteOptions {
  return {
    port: 0,
    host: '127.0.0.1',
    databaseUrl: process.env.DATABASE_URL,
    dataDir,
    logger: benchServiceLogger,
  };
}
