import { type BusinessMarketAnswers, type SurveyDraft, surveyConstants } from '@gbc/contracts/survey';
import { type SaveStatus, SurveySync, type SurveyTransport } from '../src/survey/survey-sync.js';

const opened = { responseId: '00000000-0000-4000-8000-000000000001', sessionId: 'ABCD-EFGH-JKLM-NPQR' };
const reopened = { responseId: '00000000-0000-4000-8000-000000000002', sessionId: 'WXYZ-WXYZ-WXYZ-WXYZ' };

/** A failure as the web-kit client throws it: an error with the HTTP status (0 when nothing answered). */
const failure = (status: number) => Object.assign(new Error(`status ${status}`), { status });

type SaveBody = Parameters<SurveyTransport['save']>[0];

/** A transport whose answers the test scripts; every call is recorded. */
function scriptedTransport() {
  const saves: SaveBody[] = [];
  const saveAnswers: (() => Promise<unknown>)[] = [];
  const transport = {
    start: jest.fn(async () => opened),
    save: jest.fn(async (body: SaveBody) => {
      // A copy: the sync sends its draft as it is at that moment, never a later one.
      saves.push(JSON.parse(JSON.stringify(body)) as SaveBody);
      return (saveAnswers.shift() ?? (async () => ({ status: 'saved' })))();
    }),
  };
  return { transport, saves, failNext: (answer: () => Promise<unknown>) => saveAnswers.push(answer) };
}

function startSync(draft: SurveyDraft, online = true) {
  const scripted = scriptedTransport();
  const statuses: SaveStatus[] = [];
  const drafts: SurveyDraft[] = [];
  let isOnline = online;
  const sync = new SurveySync(draft, {
    transport: scripted.transport,
    onDraft: (next) => drafts.push(next),
    onStatus: (status) => statuses.push(status),
    isOnline: () => isOnline,
  });
  return {
    ...scripted,
    sync,
    statuses,
    drafts,
    lastStatus: () => statuses.at(-1),
    setOnline: (value: boolean) => {
      isOnline = value;
    },
  };
}

const startedDraft = (extra: Partial<SurveyDraft> = {}): SurveyDraft => ({
  ...opened,
  currentStep: 1,
  ...extra,
});

beforeEach(() => jest.useFakeTimers({ now: new Date('2026-11-26T12:00:00Z') }));
afterEach(() => jest.useRealTimers());

describe('SurveySync', () => {
  it('opens the response once when the draft has none, and hands the ids to the draft', async () => {
    const harness = startSync({ sessionId: null, responseId: null, currentStep: 0 });
    harness.sync.ensureStarted();
    harness.sync.ensureStarted();
    await jest.advanceTimersByTimeAsync(0);
    expect(harness.transport.start).toHaveBeenCalledTimes(1);
    expect(harness.transport.save).not.toHaveBeenCalled();
    expect(harness.drafts.at(-1)).toEqual({ ...opened, currentStep: 0 });
    expect(harness.lastStatus()).toBe('saved');
  });

  it('does not open a response again for a draft that has one', async () => {
    const harness = startSync(startedDraft());
    harness.sync.ensureStarted();
    await jest.advanceTimersByTimeAsync(0);
    expect(harness.transport.start).not.toHaveBeenCalled();
  });

  it('saves the whole draft by section with the step, and says Saving... then Saved', async () => {
    const harness = startSync(startedDraft());
    const draft = startedDraft({
      currentStep: 2,
      consent: { age_confirmed: true, participation_consent: true },
    });
    harness.sync.update(draft, { save: true });
    expect(harness.lastStatus()).toBe('saving');
    await jest.advanceTimersByTimeAsync(0);
    expect(harness.saves).toEqual([
      {
        sessionId: opened.sessionId,
        currentStep: 2,
        sections: { consent: { age_confirmed: true, participation_consent: true } },
      },
    ]);
    expect(harness.lastStatus()).toBe('saved');
  });

  it('keeps a change without `save` local: nothing is sent', async () => {
    const harness = startSync(startedDraft());
    harness.sync.update(startedDraft({ generalAttitudes: { excited_about_advances: 4 } }), { save: false });
    await jest.advanceTimersByTimeAsync(60_000);
    expect(harness.transport.save).not.toHaveBeenCalled();
  });

  it('retries a failed save with back-off (1 s, 2 s, 4 s ...) until the server has it, sending the newest draft', async () => {
    const harness = startSync(startedDraft());
    for (let n = 0; n < 3; n += 1) harness.failNext(() => Promise.reject(failure(503)));
    harness.sync.update(startedDraft({ currentStep: 3 }), { save: true });
    await jest.advanceTimersByTimeAsync(0);
    expect(harness.saves).toHaveLength(1);
    // Online but the server is away: the answers wait on this device.
    expect(harness.lastStatus()).toBe('pending');

    // The participant goes on meanwhile; the retry carries the newer step.
    harness.sync.update(startedDraft({ currentStep: 4 }), { save: false });
    await jest.advanceTimersByTimeAsync(999);
    expect(harness.saves).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(harness.saves).toHaveLength(2);
    expect(harness.saves[1]?.currentStep).toBe(4);

    await jest.advanceTimersByTimeAsync(1999);
    expect(harness.saves).toHaveLength(2);
    await jest.advanceTimersByTimeAsync(1);
    expect(harness.saves).toHaveLength(3);

    await jest.advanceTimersByTimeAsync(3999);
    expect(harness.saves).toHaveLength(3);
    expect(harness.lastStatus()).toBe('pending');
    await jest.advanceTimersByTimeAsync(1);
    expect(harness.saves).toHaveLength(4);
    expect(harness.lastStatus()).toBe('saved');

    // Saved: no more retries.
    await jest.advanceTimersByTimeAsync(120_000);
    expect(harness.saves).toHaveLength(4);
  });

  it('caps the back-off at 30 s', async () => {
    const harness = startSync(startedDraft());
    for (let n = 0; n < 8; n += 1) harness.failNext(() => Promise.reject(failure(0)));
    harness.sync.update(startedDraft({ currentStep: 3 }), { save: true });
    // 1 + 2 + 4 + 8 + 16 s of back-off, then 30 s instead of 32 s.
    await jest.advanceTimersByTimeAsync(31_000);
    expect(harness.saves).toHaveLength(6);
    await jest.advanceTimersByTimeAsync(29_999);
    expect(harness.saves).toHaveLength(6);
    await jest.advanceTimersByTimeAsync(1);
    expect(harness.saves).toHaveLength(7);
  });

  it('while the browser is offline sends nothing and says Offline; back online, it sends at once', async () => {
    const harness = startSync(startedDraft());
    harness.setOnline(false);
    harness.sync.update(startedDraft({ currentStep: 3 }), { save: true });
    harness.sync.update(startedDraft({ currentStep: 4 }), { save: true });
    expect(harness.lastStatus()).toBe('offline');
    await jest.advanceTimersByTimeAsync(60_000);
    expect(harness.transport.save).not.toHaveBeenCalled();
    expect(harness.statuses).not.toContain('saving');

    // The `online` event: sent now, not at the next back-off.
    harness.setOnline(true);
    harness.sync.retryNow();
    await jest.advanceTimersByTimeAsync(0);
    expect(harness.saves.map((save) => save.currentStep)).toEqual([4]);
    expect(harness.lastStatus()).toBe('saved');
    await jest.advanceTimersByTimeAsync(120_000);
    expect(harness.saves).toHaveLength(1);
  });

  it('a save that fails as the connection drops says Offline, and keeps saying so while retries wait', async () => {
    const harness = startSync(startedDraft());
    harness.failNext(async () => {
      harness.setOnline(false);
      throw new TypeError('Failed to fetch');
    });
    harness.sync.update(startedDraft({ currentStep: 3 }), { save: true });
    await jest.advanceTimersByTimeAsync(0);
    expect(harness.statuses).toEqual(['saving', 'offline']);
    harness.setOnline(true);
    harness.failNext(() => Promise.reject(failure(0)));
    await jest.advanceTimersByTimeAsync(1000);
    // The retry failed too: the status never went back to Saving... meanwhile.
    expect(harness.statuses).toEqual(['saving', 'offline', 'pending']);
    await jest.advanceTimersByTimeAsync(2000);
    expect(harness.statuses).toEqual(['saving', 'offline', 'pending', 'saved']);
    expect(harness.saves).toHaveLength(3);
  });

  it('sends nothing on `online` when nothing waits', async () => {
    const harness = startSync(startedDraft());
    harness.sync.retryNow();
    await jest.advanceTimersByTimeAsync(0);
    expect(harness.transport.save).not.toHaveBeenCalled();
  });

  it('keeps one save in flight; changes meanwhile go in one following save of the newest draft', async () => {
    const harness = startSync(startedDraft());
    let answerFirst: (value: unknown) => void = () => {};
    harness.failNext(() => new Promise((resolve) => (answerFirst = resolve)));
    harness.sync.update(startedDraft({ currentStep: 3 }), { save: true });
    await jest.advanceTimersByTimeAsync(0);
    harness.sync.update(startedDraft({ currentStep: 4 }), { save: true });
    harness.sync.update(startedDraft({ currentStep: 5 }), { save: true });
    await jest.advanceTimersByTimeAsync(0);
    expect(harness.saves).toHaveLength(1);
    answerFirst({ status: 'saved' });
    await jest.advanceTimersByTimeAsync(0);
    expect(harness.saves.map((save) => save.currentStep)).toEqual([3, 5]);
    expect(harness.lastStatus()).toBe('saved');
  });

  it('coalesces the business step’s answers into one save per 2 s with the latest answers', async () => {
    const harness = startSync(startedDraft({ currentStep: 8 }));
    const business = (answers: Partial<BusinessMarketAnswers>) =>
      startedDraft({ currentStep: 8, businessMarket: answers });
    harness.sync.update(business({ revenue_model_transparency: 1 }), { save: true, coalesce: true });
    // Nothing saved for a while: the first answer goes out at once.
    await jest.advanceTimersByTimeAsync(0);
    expect(harness.saves).toHaveLength(1);

    harness.sync.update(business({ revenue_model_transparency: 1, pricing_clarity: 2 }), {
      save: true,
      coalesce: true,
    });
    await jest.advanceTimersByTimeAsync(500);
    harness.sync.update(
      business({ revenue_model_transparency: 1, pricing_clarity: 2, cost_benefit_clarity: 3 }),
      {
        save: true,
        coalesce: true,
      },
    );
    await jest.advanceTimersByTimeAsync(1000);
    harness.sync.update(
      business({ revenue_model_transparency: 5, pricing_clarity: 2, cost_benefit_clarity: 3 }),
      {
        save: true,
        coalesce: true,
      },
    );
    expect(harness.saves).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(surveyConstants.businessSaveIntervalMs - 1500 - 1);
    expect(harness.saves).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(harness.saves).toHaveLength(2);
    expect(harness.saves[1]?.sections.businessMarket).toEqual({
      revenue_model_transparency: 5,
      pricing_clarity: 2,
      cost_benefit_clarity: 3,
    });
    await jest.advanceTimersByTimeAsync(10_000);
    expect(harness.saves).toHaveLength(2);
  });

  it('sends a pending coalesced save at once when the step advances', async () => {
    const harness = startSync(startedDraft({ currentStep: 8 }));
    harness.sync.update(startedDraft({ currentStep: 8, businessMarket: { revenue_model_transparency: 1 } }), {
      save: true,
      coalesce: true,
    });
    await jest.advanceTimersByTimeAsync(0);
    harness.sync.update(startedDraft({ currentStep: 8, businessMarket: { revenue_model_transparency: 2 } }), {
      save: true,
      coalesce: true,
    });
    harness.sync.update(startedDraft({ currentStep: 9, businessMarket: { revenue_model_transparency: 2 } }), {
      save: true,
    });
    await jest.advanceTimersByTimeAsync(0);
    expect(harness.saves.map((save) => save.currentStep)).toEqual([8, 9]);
    await jest.advanceTimersByTimeAsync(10_000);
    expect(harness.saves).toHaveLength(2);
  });

  it('opens a new response with every answer when the server no longer has the row (404)', async () => {
    const harness = startSync(startedDraft());
    harness.transport.start.mockResolvedValueOnce(reopened);
    harness.failNext(() => Promise.reject(failure(404)));
    const draft = startedDraft({ currentStep: 4, generalAttitudes: { excited_about_advances: 2 } });
    harness.sync.update(draft, { save: true });
    await jest.advanceTimersByTimeAsync(0);
    expect(harness.transport.start).toHaveBeenCalledTimes(1);
    expect(harness.saves).toHaveLength(2);
    expect(harness.saves[1]).toEqual({
      sessionId: reopened.sessionId,
      currentStep: 4,
      sections: { generalAttitudes: { excited_about_advances: 2 } },
    });
    expect(harness.drafts.at(-1)).toMatchObject(reopened);
    expect(harness.lastStatus()).toBe('saved');
  });

  it('stops saving a response the server says is submitted (409): nothing waits, no retry', async () => {
    const harness = startSync(startedDraft());
    harness.failNext(() => Promise.reject(failure(409)));
    harness.sync.update(startedDraft({ currentStep: 4 }), { save: true });
    await jest.advanceTimersByTimeAsync(120_000);
    expect(harness.saves).toHaveLength(1);
    expect(harness.lastStatus()).toBe('saved');
  });

  it('sends nothing once stopped, retries included', async () => {
    const harness = startSync(startedDraft());
    harness.failNext(() => Promise.reject(failure(503)));
    harness.sync.update(startedDraft({ currentStep: 4 }), { save: true });
    await jest.advanceTimersByTimeAsync(0);
    harness.sync.stop();
    await jest.advanceTimersByTimeAsync(120_000);
    harness.sync.update(startedDraft({ currentStep: 5 }), { save: true });
    await jest.advanceTimersByTimeAsync(0);
    expect(harness.saves).toHaveLength(1);
  });
});
