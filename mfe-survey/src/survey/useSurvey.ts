import {
  nextStep,
  previousStep,
  type SurveyAnswers,
  type SurveyDraft,
  type SurveySection,
  submitStep,
} from '@gbc/contracts/survey';
import { useApiMutation } from '@gbc/web-kit';
import { useCallback, useEffect, useRef, useState } from 'react';
import { surveyMutations, surveyStartedAnswer } from './api.js';
import { emptyDraft, eraseDraft, readDraft, writeDraft } from './draft-storage.js';
import { type SaveStatus, SurveySync, sectionsOf } from './survey-sync.js';

export interface SurveyState {
  /** Null on the server and until the browser has read its storage (so hydration matches step 0). */
  draft: SurveyDraft | null;
  status: SaveStatus;
  answer: (section: SurveySection, key: string, value: unknown) => void;
  goTo: (step: number) => void;
  forward: () => void;
  back: () => void;
  submit: () => Promise<void>;
  submitting: boolean;
  submitError: string | null;
  /** Replaces the draft with the one a resume code restored. */
  restore: (draft: SurveyDraft) => void;
}

const isOnline = () => typeof navigator === 'undefined' || navigator.onLine;

/**
 * The survey's state: the local draft (restored after hydration, written on every change) and the
 * server's copy kept in step by `SurveySync`; the response is opened in the browser only, never in a
 * server render or prefetch, so crawlers and link previews create none.
 */
export function useSurvey(): SurveyState {
  const [draft, setDraft] = useState<SurveyDraft | null>(null);
  const [status, setStatus] = useState<SaveStatus>('saved');
  const [submitting, setSubmitting] = useState(false);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const start = useApiMutation(surveyMutations.start());
  const save = useApiMutation(surveyMutations.save());
  const submitRequest = useApiMutation(surveyMutations.submit());
  const syncRef = useRef<SurveySync | null>(null);
  const draftRef = useRef<SurveyDraft | null>(null);
  const startRef = useRef(start.mutateAsync);
  const saveRef = useRef(save.mutateAsync);
  startRef.current = start.mutateAsync;
  saveRef.current = save.mutateAsync;

  const commit = useCallback((next: SurveyDraft) => {
    draftRef.current = next;
    writeDraft(next);
    setDraft(next);
  }, []);

  /** Takes `initial` as the draft and syncs from it, in place of any earlier sync. */
  const adopt = useCallback(
    (initial: SurveyDraft) => {
      commit(initial);
      syncRef.current?.stop();
      syncRef.current = new SurveySync(initial, {
        transport: {
          start: async () => surveyStartedAnswer(await startRef.current(undefined)),
          save: (body) => saveRef.current(body),
        },
        onDraft: ({ responseId, sessionId }) => {
          if (draftRef.current) commit({ ...draftRef.current, responseId, sessionId });
        },
        onStatus: setStatus,
        isOnline,
      });
      return syncRef.current;
    },
    [commit],
  );

  useEffect(() => {
    const restored = readDraft() ?? emptyDraft();
    // A submitted survey's draft is erased; one left at the thank-you step starts afresh.
    adopt(restored.currentStep > submitStep ? emptyDraft() : restored).ensureStarted();
    const online = () => syncRef.current?.retryNow();
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('online', online);
      syncRef.current?.stop();
    };
  }, [adopt]);

  const change = useCallback(
    (next: SurveyDraft, save: { save: boolean; coalesce?: boolean }) => {
      commit(next);
      syncRef.current?.update(next, save);
    },
    [commit],
  );

  const answer = useCallback(
    (section: SurveySection, key: string, value: unknown) => {
      const current = draftRef.current;
      if (!current) return;
      const next = { ...current, [section]: { ...current[section], [key]: value } };
      // The business step stores each answer at once (spec 3 §4), coalesced into one request per 2 s.
      change(next, { save: section === 'businessMarket', coalesce: true });
    },
    [change],
  );

  const goTo = useCallback(
    (step: number) => {
      const current = draftRef.current;
      if (!current) return;
      change({ ...current, currentStep: step }, { save: true });
      window.scrollTo({ top: 0 });
    },
    [change],
  );

  const submit = useCallback(async () => {
    const sync = syncRef.current;
    const current = draftRef.current;
    if (!sync || !current) return;
    setSubmitting(true);
    setSubmitError(null);
    try {
      const { sessionId } = await sync.started();
      await submitRequest.mutateAsync({ sessionId, sections: sectionsOf(current) as SurveyAnswers });
      sync.stop();
      // The server has every answer: the device keeps nothing (spec 3 §4).
      eraseDraft();
      const done = { ...current, currentStep: nextStep(submitStep) };
      draftRef.current = done;
      setDraft(done);
      setStatus('saved');
      window.scrollTo({ top: 0 });
    } catch (error) {
      setSubmitError(error instanceof Error ? error.message : String(error));
    } finally {
      setSubmitting(false);
    }
  }, [submitRequest]);

  return {
    draft,
    status,
    answer,
    goTo,
    forward: () => draftRef.current && goTo(nextStep(draftRef.current.currentStep)),
    back: () => draftRef.current && goTo(previousStep(draftRef.current.currentStep)),
    submit,
    submitting,
    submitError,
    restore: adopt,
  };
}
