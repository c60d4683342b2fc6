import { surveyConstants } from '@gbc/contracts/survey';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { SurveyDatabase } from '../database.js';
import { deleteOpenedBefore } from './responses.repository.js';

/** Due to the day, so an hourly sweep is plenty. */
export const openedPurgeIntervalMs = 60 * 60 * 1000;

/** One sweep: deletes responses opened and never started more than 30 days ago; returns how many. */
export const purgeOpenedResponses = (db: Kysely<SurveyDatabase>) =>
  deleteOpenedBefore(db, surveyConstants.openedRetentionDays);

/**
 * Runs the purge now and then every `intervalMs` in this process; returns the function that stops it.
 * Safe with several processes: one conditional DELETE, so concurrent runs delete each row at most once.
 */
export function startOpenedResponsePurge(
  db: Kysely<SurveyDatabase>,
  log: FastifyBaseLogger,
  intervalMs = openedPurgeIntervalMs,
): () => void {
  const sweep = () => {
    purgeOpenedResponses(db)
      .then((deleted) => {
        if (deleted > 0) log.info({ deleted }, 'survey: purged responses opened and never started');
      })
      .catch((error: unknown) => log.error({ err: error }, 'survey: purge of opened responses failed'));
  };
  sweep();
  const timer = setInterval(sweep, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
