import {
  businessMarketItems,
  exampleSurveyAnswers,
  type SurveyDraft,
  surveyApi,
  surveyConstants,
} from '@gbc/contracts/survey';
import { UiProvider } from '@gbc/ui';
import { createQueryClient, QueryProvider } from '@gbc/web-kit';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import SurveyPage from '../src/survey/SurveyPage.js';

// jsdom draws no canvas: the confetti is a recorded stand-in.
const confetti = Object.assign(jest.fn(), { reset: jest.fn() });
jest.mock('canvas-confetti', () => ({ __esModule: true, default: confetti }));

/** jsdom has no matchMedia: this one says whether the participant asked for reduced motion. */
function preferReducedMotion(reduce: boolean) {
  window.matchMedia = (query: string) =>
    ({
      matches: reduce && query === '(prefers-reduced-motion: reduce)',
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }) as unknown as MediaQueryList;
}

const opened = { responseId: '00000000-0000-4000-8000-000000000001', sessionId: 'ABCD-EFGH-JKLM-NPQR' };

interface SentRequest {
  path: string;
  body: Record<string, unknown> | undefined;
}

/** A fake survey service behind global fetch (jsdom has none): records each request, answers by path. */
function installSurveyServer() {
  const requests: SentRequest[] = [];
  const answers: Record<string, () => { status: number; body?: unknown }> = {
    [surveyApi.start]: () => ({ status: 201, body: opened }),
    [surveyApi.progress]: () => ({
      status: 200,
      body: { currentStep: 0, savedAt: new Date().toISOString() },
    }),
    [surveyApi.submit]: () => ({
      status: 200,
      body: { status: 'completed', completedAt: new Date().toISOString() },
    }),
  };
  globalThis.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    const path = String(url);
    requests.push({ path, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const { status, body } = answers[path]?.() ?? { status: 404 };
    return {
      ok: status >= 200 && status < 300,
      status,
      text: async () => (body === undefined ? '' : JSON.stringify(body)),
    };
  }) as unknown as typeof fetch;
  return { requests, sentTo: (path: string) => requests.filter((request) => request.path === path) };
}

const storedDraft = (): SurveyDraft | null =>
  JSON.parse(window.localStorage.getItem(surveyConstants.storageKey) ?? 'null');

function renderSurvey() {
  return render(
    <QueryProvider client={createQueryClient({ retries: 0 })}>
      <UiProvider>
        <MemoryRouter initialEntries={['/signal-economy-survey']}>
          <SurveyPage />
        </MemoryRouter>
      </UiProvider>
    </QueryProvider>,
  );
}

const heading = () => screen.getByRole('heading', { level: 1 });

beforeEach(() => {
  confetti.mockClear();
  window.localStorage.clear();
  window.scrollTo = jest.fn();
});

describe('/signal-economy-survey steps and draft', () => {
  it('opens one response after mounting and keeps the spec’s draft under signal_economy_survey', async () => {
    const server = installSurveyServer();
    renderSurvey();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Begin Survey' })).toBeEnabled());
    await waitFor(() => expect(storedDraft()).toEqual({ ...opened, currentStep: 0 }));
    expect(server.sentTo(surveyApi.start)).toHaveLength(1);
    expect(server.sentTo(surveyApi.progress)).toHaveLength(0);
  });

  it('saves each step as it advances: the step number and the sections answered, grouped as the draft', async () => {
    const server = installSurveyServer();
    const user = userEvent.setup();
    renderSurvey();
    const begin = screen.getByRole('button', { name: 'Begin Survey' });
    await waitFor(() => expect(begin).toBeEnabled());
    await user.click(begin);
    await waitFor(() => expect(heading()).toHaveTextContent('Consent'));
    expect(screen.getByText('Step 1 of 11')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();

    await user.click(screen.getByRole('checkbox', { name: /18 years of age or older/ }));
    await user.click(screen.getByRole('checkbox', { name: /consent to take part/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(heading()).toHaveTextContent('Overview'));

    const consent = { age_confirmed: true, participation_consent: true };
    expect(storedDraft()).toEqual({ ...opened, currentStep: 2, consent });
    await waitFor(() =>
      expect(server.sentTo(surveyApi.progress).at(-1)?.body).toEqual({
        sessionId: opened.sessionId,
        currentStep: 2,
        sections: { consent },
      }),
    );
    // Ticking a box saves nothing: only advancing the step does.
    expect(server.sentTo(surveyApi.progress).map((request) => request.body?.currentStep)).toEqual([1, 2]);
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Save status' })).toHaveTextContent('Saved'),
    );

    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(heading()).toHaveTextContent('Consent'));
    expect(screen.getByRole('checkbox', { name: /18 years of age or older/ })).toBeChecked();
  });

  it('restores a draft from this device at its step with its answers, and opens no new response', async () => {
    const server = installSurveyServer();
    window.localStorage.setItem(
      surveyConstants.storageKey,
      JSON.stringify({
        ...opened,
        currentStep: 3,
        consent: { age_confirmed: true, participation_consent: true },
        generalAttitudes: { excited_about_advances: 4 },
      }),
    );
    renderSurvey();
    await waitFor(() => expect(heading()).toHaveTextContent('General attitudes'));
    const first = screen.getAllByRole('radiogroup')[0] as HTMLElement;
    expect(within(first).getByRole('radio', { name: /^Agree$/ })).toBeChecked();
    expect(screen.getByText('Step 3 of 11')).toBeInTheDocument();
    expect(server.sentTo(surveyApi.start)).toHaveLength(0);
  });

  it('stores each business answer and sends them coalesced: no more than one save per 2 s', async () => {
    const server = installSurveyServer();
    const user = userEvent.setup();
    window.localStorage.setItem(surveyConstants.storageKey, JSON.stringify({ ...opened, currentStep: 8 }));
    renderSurvey();
    await waitFor(() => expect(heading()).toHaveTextContent('Business and market'));
    const groups = screen.getAllByRole('radiogroup');
    const picked = businessMarketItems.slice(0, 3);
    for (const [index] of picked.entries()) {
      await user.click(within(groups[index] as HTMLElement).getAllByRole('radio')[4] as HTMLElement);
    }
    // Every answer is on the device at once.
    expect(storedDraft()?.businessMarket).toEqual(Object.fromEntries(picked.map((entry) => [entry.key, 5])));
    // The first answer went out at once; the rest wait for one save that carries them all.
    const sentAt = () => server.sentTo(surveyApi.progress);
    expect(sentAt()).toHaveLength(1);
    await waitFor(() => expect(sentAt()).toHaveLength(2), {
      timeout: surveyConstants.businessSaveIntervalMs + 2000,
    });
    expect(sentAt()[1]?.body?.sections).toEqual({
      businessMarket: Object.fromEntries(picked.map((entry) => [entry.key, 5])),
    });
  });

  it.each([
    [false, 'with confetti'],
    [true, 'without confetti under reduced motion'],
  ])(
    'erases the draft once the server confirms the submit and thanks the participant (reduced motion %s: %s)',
    async (reduce) => {
      preferReducedMotion(reduce);
      const server = installSurveyServer();
      const user = userEvent.setup();
      const answers = exampleSurveyAnswers();
      window.localStorage.setItem(
        surveyConstants.storageKey,
        JSON.stringify({ ...opened, ...answers, currentStep: 10 }),
      );
      renderSurvey();
      await waitFor(() => expect(heading()).toHaveTextContent('About you'));
      await user.click(screen.getByRole('button', { name: 'Submit Survey' }));
      await waitFor(() => expect(heading()).toHaveTextContent('Thank you!'));
      expect(storedDraft()).toBeNull();
      expect(server.sentTo(surveyApi.submit).map((request) => request.body)).toEqual([
        { sessionId: opened.sessionId, sections: answers },
      ]);
      if (reduce) expect(confetti).not.toHaveBeenCalled();
      else await waitFor(() => expect(confetti).toHaveBeenCalled());
    },
  );
});
