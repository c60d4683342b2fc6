import { errorCodes } from '@gbc/contracts';
import { programsApi, storyMessages } from '@gbc/contracts/programs';
import { UiProvider } from '@gbc/ui';
import { createQueryClient, QueryProvider } from '@gbc/web-kit';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import SubmitStoryPage from '../../src/stories/SubmitStoryPage.js';
import { expectNoSkippedHeadingLevels } from '../render-page.js';
import { type FakeResponse, installFakeFetch } from './fake-fetch.js';

let consoleError: jest.SpyInstance;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => consoleError.mockRestore());

const story = 'When the implant first decoded my attempted speech, my family heard me again. '
  .repeat(3)
  .trim();

const storyForm = () => within(screen.getByRole('form', { name: 'Story submission' }));

function renderStoryPage() {
  return render(
    <QueryProvider client={createQueryClient({ retries: 0 })}>
      <UiProvider>
        <MemoryRouter initialEntries={['/submit-story']}>
          <SubmitStoryPage />
        </MemoryRouter>
      </UiProvider>
    </QueryProvider>,
  );
}

/** Renders the page and waits for the live form (its chunk loads on the first focus). */
async function renderLiveForm() {
  const view = renderStoryPage();
  const placeholder = storyForm().getByRole('textbox', { name: 'Name *' });
  act(() => placeholder.focus());
  await waitFor(() => expect(storyForm().getByRole('textbox', { name: 'Name *' })).not.toBe(placeholder));
  return view;
}

async function fillValidStory(user: ReturnType<typeof userEvent.setup>) {
  const form = storyForm();
  await user.type(form.getByRole('textbox', { name: 'Name *' }), 'Ada Example');
  await user.type(form.getByRole('textbox', { name: 'Email *' }), 'ada@example.org');
  await user.selectOptions(form.getByRole('combobox', { name: 'Story Type *' }), 'personal');
  await user.type(form.getByRole('textbox', { name: 'Story Title *' }), 'Finding my words again');
  await user.click(form.getByRole('textbox', { name: storyMessages.contentLabel }));
  await user.paste(story);
  await user.click(form.getByRole('checkbox', { name: /consent to my story being published/ }));
}

describe('/submit-story', () => {
  it('shows one h1, the spec’s fields and limits, and the 8-row story box', () => {
    const { container } = renderStoryPage();
    expectNoSkippedHeadingLevels(container);
    const form = storyForm();
    expect(form.getByRole('textbox', { name: 'Story Title *' })).toHaveAttribute('maxlength', '100');
    const content = form.getByRole('textbox', { name: 'Your Story * (200-2000 characters)' });
    expect(content).toHaveAttribute('maxlength', '2000');
    expect(content).toHaveAttribute('rows', '8');
    expect(form.getAllByRole('checkbox')).toHaveLength(2);
    expect(
      within(form.getByRole('combobox', { name: 'Story Type *' }))
        .getAllByRole('option')
        .map((option) => option.getAttribute('value')),
    ).toEqual(['', 'personal', 'research', 'industry', 'policy', 'innovation']);
  });

  it('names each invalid field with the spec’s message and sends nothing', async () => {
    const fetchMock = installFakeFetch(() => ({ status: 201, body: { status: 'pending' } }));
    const user = userEvent.setup();
    await renderLiveForm();
    await user.type(storyForm().getByRole('textbox', { name: 'Email *' }), 'not-an-address');
    await user.click(storyForm().getByRole('button', { name: 'Submit Story' }));

    for (const message of [
      storyMessages.nameRequired,
      storyMessages.emailInvalid,
      storyMessages.storyType,
      storyMessages.titleTooShort,
      storyMessages.contentTooShort,
    ]) {
      expect(await storyForm().findByText(message)).toBeInTheDocument();
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the story with both consents, reads Submitting... meanwhile, then thanks the sender', async () => {
    let answer: (response: FakeResponse) => void = () => {};
    const fetchMock = installFakeFetch(
      () =>
        new Promise<FakeResponse>((resolve) => {
          answer = resolve;
        }),
    );
    const user = userEvent.setup();
    await renderLiveForm();
    await fillValidStory(user);
    await user.click(storyForm().getByRole('button', { name: 'Submit Story' }));

    expect(await storyForm().findByRole('button', { name: 'Submitting...' })).toBeDisabled();
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe(programsApi.stories.submit);
    expect(JSON.parse(String(init.body))).toEqual({
      name: 'Ada Example',
      email: 'ada@example.org',
      storyType: 'personal',
      storyTitle: 'Finding my words again',
      storyContent: story,
      consentPublish: true,
      consentContact: false,
    });

    act(() => answer({ status: 201, body: { status: 'pending' } }));
    const panel = await screen.findByRole('status', { name: storyMessages.thankYouTitle });
    expect(panel).toHaveTextContent(storyMessages.thankYouText);
    expect(panel).toHaveFocus();
    expect(screen.queryByRole('form', { name: 'Story submission' })).not.toBeInTheDocument();
    expect(screen.getByText(storyMessages.submitted)).toBeInTheDocument();
  });

  it('says the submission failed and keeps what was typed', async () => {
    installFakeFetch(() => ({
      status: 503,
      body: { error: { code: errorCodes.unavailable, message: 'The service is unavailable.' } },
    }));
    const user = userEvent.setup();
    await renderLiveForm();
    await fillValidStory(user);
    await user.click(storyForm().getByRole('button', { name: 'Submit Story' }));

    expect(await storyForm().findByRole('alert')).toHaveTextContent(storyMessages.failed);
    expect(screen.getAllByText(storyMessages.failed).length).toBeGreaterThanOrEqual(2);
    expect(storyForm().getByRole('textbox', { name: 'Story Title *' })).toHaveValue('Finding my words again');
    expect(storyForm().getByRole('button', { name: 'Submit Story' })).toBeEnabled();
  });
});
