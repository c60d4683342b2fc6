import {
  type SurveyAnswers,
  type SurveyResumed,
  type SurveySaved,
  type SurveyStarted,
  type SurveySubmitted,
  surveyMessages,
} from '@gbc/contracts/survey';
import { conflictError, enqueueMail, notFoundError } from '@gbc/service-kit';
import type { Kysely } from 'kysely';
import type { SurveyDatabase } from '../database.js';
import { resumeLinkMail } from './responses.mails.js';
import { completeWithSections, findResponse, insertResponse, saveProgress } from './responses.repository.js';
import { newSessionId, sessionHash } from './session-codes.js';

/** What the response routes may do. Nothing here takes an address, agent or account: answers stay anonymous. */
export interface ResponsesService {
  start(): Promise<SurveyStarted>;
  save(save: {
    sessionId: string;
    currentStep: number;
    sections: Record<string, unknown>;
  }): Promise<SurveySaved>;
  resume(sessionId: string): Promise<SurveyResumed>;
  submit(sessionId: string, answers: SurveyAnswers): Promise<SurveySubmitted>;
  mailResumeLink(sessionId: string, email: string): Promise<void>;
}

const notFound = () => notFoundError(surveyMessages.notFound);

// Survey writes change no page anyone renders, so none announces a page change.
export function createResponsesService(db: Kysely<SurveyDatabase>, publicOrigin: string): ResponsesService {
  return {
    async start() {
      const sessionId = newSessionId();
      const responseId = await insertResponse(db, sessionHash(sessionId));
      return { responseId, sessionId };
    },

    async save({ sessionId, currentStep, sections }) {
      const hash = sessionHash(sessionId);
      const saved = await saveProgress(db, hash, currentStep, sections);
      if (saved) return { currentStep: saved.current_step, savedAt: saved.updated_at.toISOString() };
      const existing = await findResponse(db, hash);
      throw existing ? conflictError(surveyMessages.completed) : notFound();
    },

    async resume(sessionId) {
      const found = await findResponse(db, sessionHash(sessionId));
      if (!found) throw notFound();
      return {
        responseId: found.id,
        sessionId,
        status: found.status,
        currentStep: found.current_step,
        sections: found.draft,
      };
    },

    // A double click, a retried request or a second tab: the first completes the response and writes
    // every section; the others wait for its row lock and then find it completed.
    async submit(sessionId, answers) {
      const hash = sessionHash(sessionId);
      const completedAt = await completeWithSections(db, hash, answers);
      if (completedAt) return { status: 'completed', completedAt: completedAt.toISOString() } as const;
      const found = await findResponse(db, hash);
      if (!found?.completed_at) throw notFound();
      return { status: 'completed', completedAt: found.completed_at.toISOString() } as const;
    },

    mailResumeLink: (sessionId, email) =>
      db.transaction().execute(async (trx) => {
        const found = await findResponse(trx, sessionHash(sessionId));
        if (!found) throw notFound();
        if (found.status === 'completed') throw conflictError(surveyMessages.completed);
        await enqueueMail(trx, resumeLinkMail(email, sessionId, publicOrigin));
      }),
  };
}
