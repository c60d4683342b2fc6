import { brand } from '@gbc/brand';
import { marketingApi, newsletterConsentText } from '@gbc/contracts/marketing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Footer } from '../src/layout/footer/Footer.js';
import { renderInRouter } from './render-site.js';

function jsonResponse(status: number, body: unknown) {
  return { ok: status >= 200 && status < 300, status, text: async () => JSON.stringify(body) };
}

const fetchMock = jest.fn();
let consoleError: jest.SpyInstance;
beforeEach(() => {
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => consoleError.mockRestore());

describe('footer content', () => {
  it('has the four link columns with the coming-soon items', () => {
    renderInRouter(<Footer />);
    const footerNav = within(screen.getByRole('navigation', { name: 'Footer' }));
    for (const title of ['Quick Links', 'Products', 'Resources', 'Support']) {
      expect(footerNav.getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    }
    const resources = within(footerNav.getByRole('list', { name: 'Resources' }));
    expect(resources.getByRole('link', { name: 'Policy Briefs' })).toHaveAttribute(
      'href',
      '/resources?filter=policy-briefs',
    );
    expect(resources.getByText('Position Statements')).toHaveTextContent('expected August 2024');
    expect(resources.getByText('Ethics Toolkit')).toHaveTextContent('expected July 2024');
    expect(resources.queryByRole('link', { name: /Ethics Toolkit/ })).not.toBeInTheDocument();
  });

  it('links the legal pages, names the social links and shows the copyright year', () => {
    renderInRouter(<Footer />);
    const legal = within(screen.getByRole('navigation', { name: 'Legal' }));
    expect(legal.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/privacy',
      '/terms',
      '/contact',
    ]);
    const social = within(screen.getByRole('list', { name: 'Social media' }));
    expect(social.getByRole('link', { name: 'LinkedIn (opens in a new tab)' })).toHaveAttribute(
      'target',
      '_blank',
    );
    expect(social.getByRole('link', { name: 'Email' }).getAttribute('href')).toMatch(/^mailto:/);
    expect(
      screen.getByText(`© ${new Date().getFullYear()} ${brand.name}. All rights reserved.`),
    ).toBeInTheDocument();
  });
});

const emailField = () => screen.getByRole('textbox', { name: 'Email address' });

/**
 * Renders the footer and waits for the live sign-up form: the field and button come with the
 * footer's chunk, the form's code (form library, schema) with the first focus on them.
 */
async function renderFooter(path = '/') {
  renderInRouter(<Footer />, path);
  const placeholder = await screen.findByRole('textbox', { name: 'Email address' });
  act(() => placeholder.focus());
  await waitFor(() => expect(emailField()).not.toBe(placeholder));
  return emailField();
}

describe('newsletter sign-up', () => {
  it('asks for an address when the field is empty', async () => {
    const user = userEvent.setup();
    const field = await renderFooter();
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription('Please enter your email address'));
    expect(field).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('rejects an address that does not look like one', async () => {
    const user = userEvent.setup();
    const field = await renderFooter();
    await user.type(field, 'ada@example');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('validates on submit first, then on every change', async () => {
    const user = userEvent.setup();
    const field = await renderFooter();
    await user.type(field, 'ada@');
    expect(screen.queryByText('Please enter a valid email address')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();

    await user.type(field, 'example.org');
    await waitFor(() =>
      expect(screen.queryByText('Please enter a valid email address')).not.toBeInTheDocument(),
    );
    await user.clear(field);
    expect(await screen.findByText('Please enter your email address')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('takes an address typed straight into the rendered field, the form code loading on the way', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(jsonResponse(202, { message: 'You are on the list.' }));
    renderInRouter(<Footer />, '/about');
    await user.type(await screen.findByRole('textbox', { name: 'Email address' }), 'ada@example.org');
    await user.click(screen.getByRole('button', { name: /Subscribe/ }));

    expect(await screen.findByText('You are on the list.', { selector: 'form p' })).toHaveFocus();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({ email: 'ada@example.org', sourcePage: '/about' });
  });

  it('shows the consent text the service stores with the sign-up', async () => {
    await renderFooter();
    expect(screen.getByText(newsletterConsentText)).toBeInTheDocument();
  });

  it('posts the address with the current page and shows the server message', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(jsonResponse(201, { message: 'You are on the list.' }));
    const field = await renderFooter('/about');
    await user.type(field, ' ada@example.org ');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));

    // The toast says it, and the same words stay under the form with the focus.
    const outcome = await screen.findByText('You are on the list.', { selector: 'form p' });
    expect(outcome).toHaveFocus();
    expect(
      within(screen.getByRole('region', { name: 'Notifications' })).getByText('You are on the list.'),
    ).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe(marketingApi.newsletter.subscribe);
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ email: 'ada@example.org', sourcePage: '/about' });
    await waitFor(() => expect(field).toHaveValue(''));
  });

  it('disables the field and the button while sending', async () => {
    const user = userEvent.setup();
    let answer!: (value: unknown) => void;
    fetchMock.mockReturnValue(
      new Promise((resolve) => {
        answer = resolve;
      }),
    );
    const field = await renderFooter();
    await user.type(field, 'ada@example.org');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(field).toBeDisabled());
    expect(screen.getByRole('button', { name: 'Subscribing…' })).toBeDisabled();
    answer(jsonResponse(201, { message: 'You are on the list.' }));
    await waitFor(() => expect(field).toBeEnabled());
  });

  it('shows the spec failure toast when the service is not there', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(jsonResponse(404, {}));
    const field = await renderFooter();
    await user.type(field, 'ada@example.org');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));

    const notifications = within(screen.getByRole('region', { name: 'Notifications' }));
    expect(
      await notifications.findByText('Something went wrong. Please try again later.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Something went wrong. Please try again later.', { selector: 'form p' }),
    ).toHaveFocus();
    expect(screen.getByText('If the problem persists, please contact us directly.')).toBeInTheDocument();
    expect(field).toHaveValue('ada@example.org');
    await waitFor(() => expect(field).toBeEnabled());
  });

  it("shows the server's own message when it rejects the address", async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(
      jsonResponse(400, { error: { code: 'BAD_REQUEST', message: 'This address cannot receive mail.' } }),
    );
    const field = await renderFooter();
    await user.type(field, 'ada@example.org');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(
      await screen.findByText('This address cannot receive mail.', { selector: 'form p' }),
    ).toHaveFocus();
  });
});
