import { marketingApi, newsletterMessages } from '@gbc/contracts/marketing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import NewsletterConfirmPage from '../../src/newsletter/NewsletterConfirmPage.js';
import NewsletterUnsubscribePage from '../../src/newsletter/NewsletterUnsubscribePage.js';
import { type FakeResponse, installFakeFetch } from '../support/fake-fetch.js';
import { renderPage } from '../support/render.js';

const token = 'a'.repeat(43);

let consoleError: jest.SpyInstance;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => consoleError.mockRestore());

const pages = [
  [
    '/newsletter/confirm',
    NewsletterConfirmPage,
    newsletterMessages.confirmButton,
    marketingApi.newsletter.confirm,
  ],
  [
    '/newsletter/unsubscribe',
    NewsletterUnsubscribePage,
    newsletterMessages.unsubscribeButton,
    marketingApi.newsletter.unsubscribe,
  ],
] as const;

describe.each(pages)('%s', (path, Page, buttonLabel, apiPath) => {
  it('sends nothing on opening the link, and posts the token when the button is pressed', async () => {
    const fetchMock = installFakeFetch((): FakeResponse => ({ status: 200, body: { message: 'All done.' } }));
    renderPage(Page, { path, url: `${path}?token=${token}` });

    expect(fetchMock).not.toHaveBeenCalled();
    await userEvent.setup().click(screen.getByRole('button', { name: buttonLabel }));

    expect(await screen.findByRole('status')).toHaveTextContent('All done.');
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe(apiPath);
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ token });
  });

  it("shows the server's message when the link no longer works, and keeps the button", async () => {
    installFakeFetch(
      (): FakeResponse => ({
        status: 400,
        body: { error: { code: 'BAD_REQUEST', message: newsletterMessages.confirmExpired } },
      }),
    );
    renderPage(Page, { path, url: `${path}?token=${token}` });
    await userEvent.setup().click(screen.getByRole('button', { name: buttonLabel }));

    expect(await screen.findByRole('alert')).toHaveTextContent(newsletterMessages.confirmExpired);
    expect(screen.getByRole('button', { name: buttonLabel })).toBeEnabled();
  });

  it('without a usable token explains the link is not valid and offers no button', () => {
    const fetchMock = installFakeFetch((): FakeResponse => ({ status: 500 }));
    renderPage(Page, { path, url: `${path}?token=bad` });

    expect(screen.getByRole('alert')).toHaveTextContent(newsletterMessages.token);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
