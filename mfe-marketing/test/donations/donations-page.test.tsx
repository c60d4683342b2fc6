import { paymentMessages, paymentsApi } from '@gbc/contracts/payments';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import DonationsPage from '../../src/donations/DonationsPage.js';
import { goToCheckout } from '../../src/donations/go-to-checkout.js';
import { type FakeResponse, installFakeFetch } from '../support/fake-fetch.js';
import { renderPage } from '../support/render.js';

jest.mock('../../src/donations/go-to-checkout.js', () => ({ goToCheckout: jest.fn() }));
const goTo = goToCheckout as jest.MockedFunction<typeof goToCheckout>;

const checkoutId = '7d1f6a36-8c4b-4f43-9d55-1c8f3f1e2b10';
const providerUrl = 'http://localhost/api/payments/local/checkout/cs_local_0123456789abcdef01234567';

function checkoutState(status: 'pending' | 'paid' | 'expired', interval: 'month' | null = null) {
  return {
    id: checkoutId,
    kind: 'donation',
    description: interval ? 'Monthly donation' : 'One-off donation',
    amount: 10_000,
    currency: 'usd',
    interval,
    status,
    outcome: status === 'pending' ? 'processing' : status === 'paid' ? 'paid' : 'failed',
  };
}

/** A fake payments API: a checkout is created with `created`, and its state read as `state`. */
function servePayments({ created, state }: { created?: FakeResponse; state?: FakeResponse }) {
  return installFakeFetch((url): FakeResponse => {
    if (url.pathname === paymentsApi.checkouts.create && created) return created;
    if (url.pathname === paymentsApi.checkouts.byId(checkoutId) && state) return state;
    return { status: 404, body: { error: { code: 'NOT_FOUND', message: paymentMessages.checkoutNotFound } } };
  });
}

const renderDonations = (url = '/donations') => renderPage(DonationsPage, { path: '/donations', url });
const donate = () => screen.getByRole('button', { name: /^Donate/ });
const preset = (label: string) => screen.getByRole('button', { name: label });
const custom = () => screen.getByRole('spinbutton', { name: /Custom amount/ });

let consoleError: jest.SpyInstance;
beforeEach(() => {
  goTo.mockReset();
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => consoleError.mockRestore());

describe('DonationsPage form', () => {
  it('shows the hero, the three impact cards and six presets with $50 chosen', () => {
    servePayments({});
    renderDonations();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Donations');
    const impact = screen.getByRole('region', { name: 'Where Your Donation Goes' });
    expect(
      within(impact)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Research & Development', 'Global Accessibility', 'Innovation Acceleration']);
    const group = screen.getByRole('group', { name: 'Choose an amount' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['$25', '$50', '$100', '$250', '$500', '$1,000']);
    expect(preset('$50')).toHaveAttribute('aria-pressed', 'true');
    expect(preset('$25')).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('checkbox', { name: 'Make this a monthly donation' })).not.toBeChecked();
    expect(donate()).toHaveTextContent('Donate $50');
    expect(donate()).toBeEnabled();
  });

  it('a custom amount clears the preset, a preset clears the custom amount, monthly appends /month', async () => {
    servePayments({});
    const user = userEvent.setup();
    renderDonations();
    await user.type(custom(), '75');
    expect(preset('$50')).toHaveAttribute('aria-pressed', 'false');
    expect(donate()).toHaveTextContent('Donate $75');
    await user.click(screen.getByRole('checkbox', { name: 'Make this a monthly donation' }));
    expect(donate()).toHaveTextContent('Donate $75/month');
    await user.click(preset('$250'));
    expect(custom()).toHaveValue(null);
    expect(preset('$250')).toHaveAttribute('aria-pressed', 'true');
    expect(donate()).toHaveTextContent('Donate $250/month');
  });

  it('disables Donate with no amount, 0, or more than the catalogue accepts', async () => {
    servePayments({});
    const user = userEvent.setup();
    renderDonations();
    await user.type(custom(), '0');
    expect(donate()).toBeDisabled();
    expect(donate()).toHaveTextContent(/^Donate$/);
    expect(custom()).toHaveAccessibleDescription(expect.stringContaining(paymentMessages.donationRange));
    await user.clear(custom());
    expect(donate()).toBeDisabled();
    await user.type(custom(), '100001');
    expect(donate()).toBeDisabled();
    await user.clear(custom());
    await user.type(custom(), '100000');
    expect(donate()).toBeEnabled();
  });

  it('Donate starts a donation checkout with the amount and flag and goes to the returned url', async () => {
    const fetchMock = servePayments({ created: { status: 201, body: { checkoutId, url: providerUrl } } });
    const user = userEvent.setup();
    renderDonations();
    await user.click(preset('$100'));
    await user.click(screen.getByRole('checkbox', { name: 'Make this a monthly donation' }));
    await user.click(donate());
    await waitFor(() => expect(goTo).toHaveBeenCalledWith(providerUrl));
    const [, init] = fetchMock.mock.calls.at(-1) as [string, RequestInit];
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ type: 'donation', amount: 100, recurring: true });
    expect(screen.getByRole('status')).toHaveTextContent('Redirecting to secure checkout...');
    expect(donate()).toBeDisabled();
  });

  it('a refused or failed start shows the service message and keeps the form', async () => {
    servePayments({
      created: {
        status: 503,
        body: { error: { code: 'UNAVAILABLE', message: paymentMessages.checkoutUnavailable } },
      },
    });
    const user = userEvent.setup();
    renderDonations();
    await user.click(donate());
    expect(await screen.findByRole('alert')).toHaveTextContent(paymentMessages.checkoutUnavailable);
    expect(goTo).not.toHaveBeenCalled();
    expect(donate()).toBeEnabled();
  });
});

describe('DonationsPage back from checkout', () => {
  it('paid: thanks with the amount charged and no form', async () => {
    servePayments({ state: { status: 200, body: checkoutState('paid', 'month') } });
    renderDonations(`/donations?checkout=${checkoutId}`);
    const thanks = await screen.findByText('Thank you for your donation!');
    expect(thanks.closest('[role="status"]')).toHaveTextContent('$100.00 USD');
    expect(screen.getByText(/renews each month/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Donate/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Make another donation' })).toHaveAttribute('href', '/donations');
  });

  it('processing: says it is confirming, without the form', async () => {
    servePayments({ state: { status: 200, body: checkoutState('pending') } });
    renderDonations(`/donations?checkout=${checkoutId}`);
    expect(await screen.findByText('Confirming your donation...')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Donate/ })).not.toBeInTheDocument();
  });

  it('cancelled: says nothing was charged and offers the form again', async () => {
    servePayments({ state: { status: 200, body: checkoutState('pending') } });
    renderDonations(`/donations?checkout=${checkoutId}&cancelled=1`);
    expect(await screen.findByText('Donation cancelled')).toBeInTheDocument();
    expect(donate()).toHaveTextContent('Donate $50');
  });

  it('failed: says the payment did not go through and offers the form again', async () => {
    servePayments({ state: { status: 200, body: checkoutState('expired') } });
    renderDonations(`/donations?checkout=${checkoutId}`);
    expect(await screen.findByText('Your payment did not go through')).toBeInTheDocument();
    expect(donate()).toBeInTheDocument();
  });

  it('an unknown checkout: says so and offers the form', async () => {
    servePayments({});
    renderDonations('/donations?checkout=7d1f6a36-8c4b-4f43-9d55-000000000000');
    expect(await screen.findByText('We could not find that donation')).toBeInTheDocument();
    expect(donate()).toBeInTheDocument();
  });
});
