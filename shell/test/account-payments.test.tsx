import { type MyPayments, paymentsApi } from '@gbc/contracts/payments';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MembershipsAndPayments } from '../src/pages/account/MembershipsAndPayments.js';
import { setUpFakeApi } from './fake-api.js';
import { renderInRouter } from './render-site.js';

const subscriptionId = '4b0e8f4e-5c1a-4f0b-9a57-1d2f3c4b5a60';
const mine: MyPayments = {
  subscriptions: [
    {
      id: subscriptionId,
      checkoutId: '0c7a1c52-7f7e-4b8e-8a55-6a3c2f1e9d10',
      kind: 'donation',
      description: 'Monthly donation',
      amount: 5000,
      currency: 'usd',
      interval: 'month',
      status: 'active',
      createdAt: '2026-11-23T10:00:00.000Z',
      cancelledAt: null,
    },
    {
      id: '9f1d2e3c-4b5a-4c6d-8e7f-0a1b2c3d4e5f',
      checkoutId: '1d2e3f40-5a6b-4c7d-8e9f-a0b1c2d3e4f5',
      kind: 'membership',
      description: 'Individual membership',
      amount: 9900,
      currency: 'aud',
      interval: 'year',
      status: 'cancelled',
      createdAt: '2026-01-10T10:00:00.000Z',
      cancelledAt: '2026-06-01T10:00:00.000Z',
    },
  ],
  payments: [
    {
      id: '0c7a1c52-7f7e-4b8e-8a55-6a3c2f1e9d10',
      kind: 'donation',
      description: 'Monthly donation',
      amount: 5000,
      currency: 'usd',
      interval: 'month',
      status: 'paid',
      createdAt: '2026-11-23T10:00:00.000Z',
      paidAt: '2026-11-23T10:01:00.000Z',
    },
  ],
};

const { fetchMock, answer } = setUpFakeApi();

const callsTo = (path: string) => fetchMock.mock.calls.filter(([url]) => url === path);

describe('memberships and payments on /account', () => {
  test('a past-due subscription asks for a new payment method and can still be managed', async () => {
    const [first] = mine.subscriptions;
    answer(paymentsApi.me.payments, 200, {
      ...mine,
      subscriptions: [{ ...first, status: 'past_due' }],
    });
    renderInRouter(<MembershipsAndPayments userId="u1" accessToken="access-1" openPage={jest.fn()} />);
    expect(await screen.findByText('Payment failed: please update your payment method')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Manage or cancel Monthly donation' })).toBeInTheDocument();
  });

  test('a plan in its free trial says so, with the date the trial ends, and can be cancelled', async () => {
    const [first] = mine.subscriptions;
    answer(paymentsApi.me.payments, 200, {
      ...mine,
      subscriptions: [
        {
          ...first,
          kind: 'plan',
          description: 'Soil Whisperer Scout plan (50 acres, 2 robots)',
          amount: 29_900,
          status: 'trialing',
          trialEndsAt: '2026-12-26T10:00:00.000Z',
        },
      ],
    });
    renderInRouter(<MembershipsAndPayments userId="u1" accessToken="access-1" openPage={jest.fn()} />);
    expect(
      await screen.findByText('Free trial until December 26, 2026: nothing charged yet'),
    ).toBeInTheDocument();
    expect(screen.getByText('$299.00 USD per month')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Manage or cancel Soil Whisperer Scout plan (50 acres, 2 robots)' }),
    ).toBeInTheDocument();
  });

  test("lists the user's subscriptions and payments, asked for with their access token", async () => {
    answer(paymentsApi.me.payments, 200, mine);
    renderInRouter(<MembershipsAndPayments userId="u1" accessToken="access-1" openPage={jest.fn()} />);

    const subscriptions = await screen.findByRole('heading', { name: 'Subscriptions' });
    const subscriptionList = within(subscriptions.parentElement as HTMLElement).getByRole('list');
    const [donation, membership] = within(subscriptionList).getAllByRole('listitem');
    expect(donation).toHaveTextContent('Monthly donation');
    expect(donation).toHaveTextContent('$50.00 USD per month');
    expect(donation).toHaveTextContent('Active since November 23, 2026');
    expect(membership).toHaveTextContent('$99.00 AUD per year');
    expect(membership).toHaveTextContent('Cancelled on June 1, 2026');
    // Only an active subscription can be managed or cancelled.
    expect(within(membership as HTMLElement).queryByRole('button')).not.toBeInTheDocument();

    const payments = screen.getByRole('heading', { name: 'Payments' });
    const payment = within(payments.parentElement as HTMLElement).getByRole('listitem');
    expect(payment).toHaveTextContent('Monthly donation$50.00 USD per monthPaidNovember 23, 2026');

    const [call] = callsTo(paymentsApi.me.payments);
    expect(call?.[1].headers).toMatchObject({ Authorization: 'Bearer access-1' });
  });

  test('"Manage or cancel" asks payments for the portal and sends the browser there', async () => {
    const user = userEvent.setup();
    const portalUrl = `http://localhost${paymentsApi.local.portal(subscriptionId)}`;
    answer(paymentsApi.me.payments, 200, mine);
    answer(paymentsApi.me.subscriptionPortal(subscriptionId), 200, { url: portalUrl });
    const openPage = jest.fn();
    renderInRouter(<MembershipsAndPayments userId="u1" accessToken="access-1" openPage={openPage} />);

    await user.click(await screen.findByRole('button', { name: 'Manage or cancel Monthly donation' }));
    await waitFor(() => expect(openPage).toHaveBeenCalledWith(portalUrl));
    const [call] = callsTo(paymentsApi.me.subscriptionPortal(subscriptionId));
    expect(call?.[1]).toMatchObject({ method: 'POST', headers: { Authorization: 'Bearer access-1' } });
  });

  test("a refused portal request shows the service's message and stays on the page", async () => {
    const user = userEvent.setup();
    answer(paymentsApi.me.payments, 200, mine);
    answer(paymentsApi.me.subscriptionPortal(subscriptionId), 404, {
      error: { code: 'NOT_FOUND', message: 'Subscription not found' },
    });
    const openPage = jest.fn();
    renderInRouter(<MembershipsAndPayments userId="u1" accessToken="access-1" openPage={openPage} />);

    const manage = await screen.findByRole('button', { name: 'Manage or cancel Monthly donation' });
    await user.click(manage);
    expect(await screen.findByRole('alert')).toHaveTextContent('Subscription not found');
    expect(openPage).not.toHaveBeenCalled();
    expect(manage).toBeEnabled();
  });

  test('nothing paid yet: says so and offers membership', async () => {
    answer(paymentsApi.me.payments, 200, { payments: [], subscriptions: [] });
    renderInRouter(<MembershipsAndPayments userId="u1" accessToken="access-1" />);
    expect(await screen.findByText('No memberships or payments yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Become a member' })).toHaveAttribute('href', '/membership');
  });

  test('a failed load is an alert, not an empty list', async () => {
    answer(paymentsApi.me.payments, 500);
    renderInRouter(<MembershipsAndPayments userId="u1" accessToken="access-1" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load your payments');
    expect(screen.queryByText('No memberships or payments yet.')).not.toBeInTheDocument();
  });
});
