import { formatMoney, type MyPayment, type MySubscription } from '@gbc/contracts/payments';
import { pathTo } from '@gbc/site-map';
import { Alert, Button, ButtonLink, Card, Heading, List, Stack, Text } from '@gbc/ui';
import { ApiError, formatLongUsDate, logError } from '@gbc/web-kit';
import { openSubscriptionPortal, useMyPayments } from '@gbc/web-kit/payments';
import { useState } from 'react';

const paymentStatusLabels: Record<MyPayment['status'], string> = {
  pending: 'Processing',
  paid: 'Paid',
  failed: 'Failed',
  expired: 'Not completed',
  refunded: 'Refunded',
};

const portalFailure = 'We could not open the subscription page. Please try again.';

/** "$50.00 USD per month", as the checkout page words it. */
function priceOf({ amount, currency, interval }: Pick<MyPayment, 'amount' | 'currency' | 'interval'>) {
  return `${formatMoney(amount, currency)}${interval ? ` per ${interval}` : ''}`;
}

/** The line under a subscription's price: its state, in words. */
function subscriptionState({ status, createdAt, cancelledAt, trialEndsAt }: MySubscription): string {
  switch (status) {
    case 'trialing':
      return `Free trial${trialEndsAt ? ` until ${formatLongUsDate(trialEndsAt)}` : ''}: nothing charged yet`;
    case 'past_due':
      return 'Payment failed: please update your payment method';
    case 'active':
      return `Active since ${formatLongUsDate(createdAt)}`;
    case 'cancelled':
      return `Cancelled${cancelledAt ? ` on ${formatLongUsDate(cancelledAt)}` : ''}`;
  }
}

/** Leaves the site for the portal (Stripe's, or the local provider's page): a full page load. */
const assignLocation = (url: string) => window.location.assign(url);

interface SubscriptionProps {
  subscription: MySubscription;
  accessToken: string;
  openPage: (url: string) => void;
}

function Subscription({ subscription, accessToken, openPage }: SubscriptionProps) {
  const [opening, setOpening] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const manage = async () => {
    setOpening(true);
    setFailure(null);
    try {
      openPage(await openSubscriptionPortal(subscription.id, accessToken));
    } catch (error) {
      logError('subscription portal', error);
      setFailure(error instanceof ApiError ? error.message : portalFailure);
      setOpening(false);
    }
  };
  const active = subscription.status !== 'cancelled';
  return (
    <li>
      <Card>
        <Stack gap="xs">
          <Heading level={4} size="sm">
            {subscription.description}
          </Heading>
          <Text>{priceOf(subscription)}</Text>
          <Text size="sm" tone="muted">
            {subscriptionState(subscription)}
          </Text>
          {active && (
            <div>
              <Button
                variant="outline"
                size="sm"
                disabled={opening}
                aria-label={`Manage or cancel ${subscription.description}`}
                onClick={() => void manage()}
              >
                Manage or cancel
              </Button>
            </div>
          )}
          {failure && <Alert>{failure}</Alert>}
        </Stack>
      </Card>
    </li>
  );
}

function Payment({ payment }: { payment: MyPayment }) {
  return (
    <li>
      <Stack direction="row" gap="sm" wrap>
        <Text>{payment.description}</Text>
        <Text>{priceOf(payment)}</Text>
        <Text>{paymentStatusLabels[payment.status]}</Text>
        <Text tone="muted">{formatLongUsDate(payment.paidAt ?? payment.createdAt)}</Text>
      </Stack>
    </li>
  );
}

/** The account's subscriptions (memberships, monthly donations, plans) and payments, newest first (issue 8). */
export function MembershipsAndPayments({
  userId,
  accessToken,
  openPage = assignLocation,
}: {
  userId: string;
  accessToken: string;
  /** Where "Manage or cancel" sends the browser; the page load by default. */
  openPage?: (url: string) => void;
}) {
  const mine = useMyPayments({ id: userId, accessToken });
  return (
    <section aria-labelledby="account-payments-heading">
      <Stack gap="sm">
        <Heading level={2} size="md" id="account-payments-heading">
          Memberships and payments
        </Heading>
        {mine.status === 'loading' && <Text role="status">Loading your payments...</Text>}
        {mine.status === 'error' && <Alert>We could not load your payments. Please try again later.</Alert>}
        {mine.status === 'ready' && mine.payments.length === 0 && mine.subscriptions.length === 0 && (
          <Stack gap="sm">
            <Text>No memberships or payments yet.</Text>
            <div>
              <ButtonLink to={pathTo('/membership')} variant="outline">
                Become a member
              </ButtonLink>
            </div>
          </Stack>
        )}
        {mine.status === 'ready' && mine.subscriptions.length > 0 && (
          <Stack gap="xs">
            <Heading level={3} size="sm">
              Subscriptions
            </Heading>
            <List gap="sm">
              {mine.subscriptions.map((subscription) => (
                <Subscription
                  key={subscription.id}
                  subscription={subscription}
                  accessToken={accessToken}
                  openPage={openPage}
                />
              ))}
            </List>
          </Stack>
        )}
        {mine.status === 'ready' && mine.payments.length > 0 && (
          <Stack gap="xs">
            <Heading level={3} size="sm">
              Payments
            </Heading>
            <List gap="xs">
              {mine.payments.map((payment) => (
                <Payment key={payment.id} payment={payment} />
              ))}
            </List>
          </Stack>
        )}
      </Stack>
    </section>
  );
}
