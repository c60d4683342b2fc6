import { brand } from '@gbc/brand';
import { marketingApi, newsletterMessages } from '@gbc/contracts/marketing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import JoinPage from '../../src/join/JoinPage.js';
import { type FakeResponse, installFakeFetch } from '../support/fake-fetch.js';
import { renderPage } from '../support/render.js';

let consoleError: jest.SpyInstance;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => consoleError.mockRestore());

const joinForm = () => within(screen.getByRole('form', { name: 'Join the council' }));

describe('join page', () => {
  it('validates on submit with the spec messages, and sends nothing', async () => {
    const fetchMock = installFakeFetch((): FakeResponse => ({ status: 202, body: {} }));
    renderPage(JoinPage, { path: '/join', url: '/join' });
    await userEvent.setup().click(joinForm().getByRole('button', { name: 'Join Now' }));

    expect(await joinForm().findByText('Invalid email address')).toBeInTheDocument();
    expect(joinForm().getByText(newsletterMessages.interestsRequired)).toBeInTheDocument();
    expect(joinForm().getByText(newsletterMessages.consentRequired)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('joins with the metadata of the join page and shows the welcome view', async () => {
    const fetchMock = installFakeFetch((): FakeResponse => ({ status: 202, body: { message: 'ok' } }));
    const user = userEvent.setup();
    renderPage(JoinPage, { path: '/join', url: '/join' });
    await user.type(joinForm().getByRole('textbox', { name: 'Email *' }), 'ada@example.org');
    await user.click(joinForm().getByRole('checkbox', { name: 'Policy & Governance' }));
    await user.click(joinForm().getByRole('checkbox', { name: /I agree to receive communications/ }));
    await user.click(joinForm().getByRole('button', { name: 'Join Now' }));

    const welcome = `Welcome to the ${brand.abbreviation}! Check your email for confirmation.`;
    expect(await screen.findByText(welcome, { selector: '[role="status"] *' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Homepage' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/sign-up');
    expect(screen.queryByRole('form', { name: 'Join the council' })).not.toBeInTheDocument();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe(marketingApi.newsletter.join);
    expect(JSON.parse(String(init.body))).toEqual({
      email: 'ada@example.org',
      metadata: { interests: ['policy'], source: 'join_page' },
      consent: true,
    });
  });
});
