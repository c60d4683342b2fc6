import {
  type PartialSurveyAnswers,
  type SurveyDraft,
  type SurveyStarted,
  surveyConstants,
  surveySections,
} from '@gbc/contracts/survey';

/** What the participant sees about saving: always one of these (spec 3 and issue 27). */
export type SaveStatus = 'saved' | 'saving' | 'offline' | 'pending';

export interface SurveyTransport {
  start(): Promise<SurveyStarted>;
  save(body: { sessionId: string; currentStep: number; sections: PartialSurveyAnswers }): Promise<unknown>;
}

export interface SurveySyncOptions {
  transport: SurveyTransport;
  /** Called with every change of the draft the server gives (a new response's ids) and of the status. */
  onDraft: (draft: SurveyDraft) => void;
  onStatus: (status: SaveStatus) => void;
  isOnline?: () => boolean;
}

const firstRetryMs = 1000;
const maxRetryMs = 30_000;

/** HTTP statuses after which sending the same again is pointless; anything else is retried. */
const statusOf = (error: unknown) =>
  typeof error === 'object' && error && 'status' in error ? Number((error as { status: number }).status) : 0;

export const sectionsOf = (draft: SurveyDraft): PartialSurveyAnswers =>
  Object.fromEntries(
    surveySections.filter((section) => draft[section]).map((section) => [section, draft[section]]),
  );

/**
 * Keeps the server in step with the local draft: one save in flight at a time, always of the whole
 * draft as it is then (so a retry never sends stale answers and a lost save is made good by the
 * next), retried with back-off and at once when the browser comes back online. A response whose row
 * is gone (404) is opened again and given the answers. The draft itself is the caller's, in storage.
 */
export class SurveySync {
  private draft: SurveyDraft;
  private inFlight = false;
  private dirty = false;
  private failures = 0;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private coalesceTimer: ReturnType<typeof setTimeout> | undefined;
  private lastSaveAt = 0;
  private stopped = false;

  constructor(
    draft: SurveyDraft,
    private readonly options: SurveySyncOptions,
  ) {
    this.draft = draft;
  }

  private get online(): boolean {
    return this.options.isOnline?.() ?? true;
  }

  /** The draft changed; saved now, or (`coalesce`) at most once per 2 s, as the business step's answers. */
  update(draft: SurveyDraft, { save, coalesce = false }: { save: boolean; coalesce?: boolean }): void {
    this.draft = draft;
    if (!save) return;
    this.dirty = true;
    if (!coalesce) {
      clearTimeout(this.coalesceTimer);
      this.coalesceTimer = undefined;
      this.flush();
      return;
    }
    if (this.coalesceTimer) return;
    const wait = Math.max(0, this.lastSaveAt + surveyConstants.businessSaveIntervalMs - Date.now());
    this.coalesceTimer = setTimeout(() => {
      this.coalesceTimer = undefined;
      this.flush();
    }, wait);
  }

  /** Opens the response when the draft has none yet (first load, after hydration). */
  ensureStarted(): void {
    if (!this.draft.responseId) this.flush();
  }

  /** The browser is back online: whatever waits is sent now. */
  retryNow(): void {
    if (!this.dirty && this.draft.responseId) return;
    clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
    this.flush();
  }

  /** The response's ids, opening it first when needed (the submit uses them). */
  async started(): Promise<{ responseId: string; sessionId: string }> {
    const { responseId, sessionId } = this.draft;
    if (responseId && sessionId) return { responseId, sessionId };
    const opened = await this.options.transport.start();
    this.adopt(opened);
    return opened;
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.retryTimer);
    clearTimeout(this.coalesceTimer);
  }

  private adopt(opened: SurveyStarted): void {
    this.draft = { ...this.draft, ...opened };
    this.options.onDraft(this.draft);
  }

  private flush(): void {
    if (this.stopped) return;
    if (this.inFlight) return;
    // A browser that knows it is offline sends nothing (a request could hang until its timeout): the
    // answers wait on the device for the `online` event, or the next back-off as a fallback.
    if (!this.online) {
      this.dirty = true;
      this.retryLater();
      return;
    }
    this.inFlight = true;
    // After a failure the answers are only on this device until a retry succeeds, and the status says so.
    if (this.failures === 0) this.options.onStatus('saving');
    void this.send().finally(() => {
      this.inFlight = false;
    });
  }

  private retryLater(): void {
    this.failures += 1;
    this.options.onStatus(this.online ? 'pending' : 'offline');
    const delay = Math.min(maxRetryMs, firstRetryMs * 2 ** (this.failures - 1));
    clearTimeout(this.retryTimer);
    this.retryTimer = setTimeout(() => this.flush(), delay);
  }

  private async send(): Promise<void> {
    try {
      if (!this.draft.responseId) await this.started();
      while (this.dirty) {
        this.dirty = false;
        this.lastSaveAt = Date.now();
        const { responseId, sessionId, currentStep } = this.draft;
        if (!responseId || !sessionId) break;
        try {
          await this.options.transport.save({ sessionId, currentStep, sections: sectionsOf(this.draft) });
        } catch (error) {
          // The row is gone (purged, or another database): a new response gets every answer.
          if (statusOf(error) !== 404) throw error;
          this.draft = { ...this.draft, responseId: null, sessionId: null };
          await this.started();
          this.dirty = true;
        }
      }
      this.failures = 0;
      this.options.onStatus('saved');
    } catch (error) {
      // A submitted response takes no more saves: nothing is waiting to sync.
      if (statusOf(error) === 409) {
        this.options.onStatus('saved');
        return;
      }
      this.dirty = true;
      this.retryLater();
    }
  }
}
