import type { FastifyBaseLogger } from 'fastify';
import type { PrivacyService } from './privacy.service.js';

/** How often due steps are looked for; a new request is also started at once (`kick`). */
export const privacyPollMs = 2000;

export interface PrivacyWorker {
  /** Runs a pass now (or right after the one under way). */
  kick(): void;
  stop(): Promise<void>;
}

/**
 * Runs the privacy requests' steps in this process: a pass every `pollMs` and one on each kick,
 * never two at once. Steps are leased in the database, so several processes share the work.
 */
export function startPrivacyWorker(
  privacy: PrivacyService,
  log: FastifyBaseLogger,
  pollMs = privacyPollMs,
): PrivacyWorker {
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;
  const pass = async (): Promise<void> => {
    do {
      again = false;
      try {
        // Keep going while passes find work: a retry or a freed outbox step may be due at once.
        while (!stopped && (await privacy.runDue()) > 0) {}
      } catch (error) {
        log.warn({ err: error }, 'privacy requests: a pass failed; the next one retries');
      }
    } while (again && !stopped);
  };
  const kick = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = pass().finally(() => {
      running = undefined;
    });
  };
  const timer = setInterval(kick, pollMs);
  timer.unref();
  kick();
  return {
    kick,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
