import { type SurveyDraft, surveyConstants } from '@gbc/contracts/survey';

export const emptyDraft = (): SurveyDraft => ({ sessionId: null, responseId: null, currentStep: 0 });

/** The draft kept under `signal_economy_survey`, or null; storage that is unavailable or garbled reads as none. */
export function readDraft(): SurveyDraft | null {
  try {
    const text = window.localStorage.getItem(surveyConstants.storageKey);
    if (!text) return null;
    const draft = JSON.parse(text) as SurveyDraft;
    return typeof draft === 'object' && draft && Number.isInteger(draft.currentStep) ? draft : null;
  } catch {
    return null;
  }
}

/** Keeps the draft on this device; private modes without storage still let the survey run. */
export function writeDraft(draft: SurveyDraft): void {
  try {
    window.localStorage.setItem(surveyConstants.storageKey, JSON.stringify(draft));
  } catch {
    // Nothing else to do: the server still gets every step.
  }
}

export function eraseDraft(): void {
  try {
    window.localStorage.removeItem(surveyConstants.storageKey);
  } catch {
    // As above.
  }
}
