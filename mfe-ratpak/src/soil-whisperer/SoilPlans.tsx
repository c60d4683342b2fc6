import {
  checkoutCancelledParam,
  checkoutReturnParam,
  paymentMessages,
  planProcessingMessage,
  planTrialLabel,
  type SubscriptionPlan,
  subscriptionPlanCatalogue,
} from '@gbc/contracts/payments';
import { pathTo } from '@gbc/site-map';
import {
  Badge,
  Button,
  ButtonLink,
  Card,
  CardTitle,
  GridList,
  List,
  Stack,
  Text,
  theme,
  useToast,
} from '@gbc/ui';
import { logError } from '@gbc/web-kit';
import { useSession } from '@gbc/web-kit/session';
import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { styled } from 'styled-components';
import { planFeatures, pricingCopy } from './content/soil-whisperer.js';

const PlanCheckoutOutcome = lazy(() => import('./PlanCheckoutOutcome.js'));

const Price = styled.p`
  margin: 0;
  font-size: ${theme.fontSizes['3xl']};
  font-weight: 700;

  span {
    font-size: ${theme.fontSizes.md};
    font-weight: 400;
    color: ${theme.colors.muted};
  }
`;

const PlanCard = styled(Card)<{ $popular?: boolean }>`
  height: 100%;
  ${({ $popular }) => ($popular ? `border: 2px solid ${theme.colors.primary};` : '')}
`;

const returnPath = pathTo('/ratpak/verticals/soil-whisperer');

/**
 * The Soil plans (spec 2 §9): Scout and Harvest start a monthly subscription with the catalogue's free
 * trial through the payments service ('Processing subscription for {plan}...', then 'Redirecting to
 * secure checkout...'); Enterprise goes to contact sales. Prices, acres and robots come from the
 * payments catalogue, the one place the service charges from.
 */
export function SoilPlans() {
  const session = useSession();
  const { toast } = useToast();
  const [searchParams] = useSearchParams();
  const [starting, setStarting] = useState<string | null>(null);
  const checkoutId = searchParams.get(checkoutReturnParam);

  const start = async (plan: SubscriptionPlan) => {
    setStarting(plan.id);
    toast({ title: planProcessingMessage(plan.name), variant: 'default' });
    try {
      // The payments kit loads on the press: no page's first load carries it.
      const { startCheckout } = await import('@gbc/web-kit/payments');
      const { url } = await startCheckout(
        { type: 'plan', planId: plan.id, returnPath },
        session.accessToken ?? undefined,
      );
      toast({ title: paymentMessages.planRedirecting, variant: 'default' });
      window.location.assign(url);
    } catch (error) {
      logError('plan checkout', error);
      toast({ title: paymentMessages.planCheckoutFailed, variant: 'destructive' });
      setStarting(null);
    }
  };

  return (
    <Stack gap="lg">
      {checkoutId ? (
        <Suspense fallback={null}>
          <PlanCheckoutOutcome checkoutId={checkoutId} cancelled={searchParams.has(checkoutCancelledParam)} />
        </Suspense>
      ) : null}
      <Text size="sm" tone="muted">
        {pricingCopy.currencyNote}
      </Text>
      <GridList columns={{ base: 1, lg: 3 }}>
        {subscriptionPlanCatalogue.plans.map((plan) => (
          <li key={plan.id}>
            <PlanCard as="article" aria-labelledby={`plan-${plan.id}`} $popular={plan.popular}>
              <Stack gap="md">
                {plan.popular ? <Badge tone="brand">{pricingCopy.popular}</Badge> : null}
                <CardTitle id={`plan-${plan.id}`}>{plan.name}</CardTitle>
                <Price>
                  ${plan.price}
                  <span>{pricingCopy.perMonth}</span>
                </Price>
                <Text size="sm">{planTrialLabel}</Text>
                <List gap="xs">
                  <li>{pricingCopy.acres(plan.acres)}</li>
                  <li>{pricingCopy.robots(plan.robots)}</li>
                  {planFeatures[plan.id].map((feature) => (
                    <li key={feature}>{feature}</li>
                  ))}
                </List>
                <Button
                  onClick={() => start(plan)}
                  disabled={starting !== null || session.status === 'loading'}
                  variant={plan.popular ? 'primary' : 'outline'}
                >
                  {pricingCopy.start(plan.name)}
                </Button>
              </Stack>
            </PlanCard>
          </li>
        ))}
        <li>
          <PlanCard as="article" aria-labelledby="plan-enterprise">
            <Stack gap="md">
              <CardTitle id="plan-enterprise">{pricingCopy.enterprise.name}</CardTitle>
              <Price>{pricingCopy.enterprise.price}</Price>
              <List gap="xs">
                {pricingCopy.enterprise.features.map((feature) => (
                  <li key={feature}>{feature}</li>
                ))}
              </List>
              <ButtonLink to={pricingCopy.enterprise.to} variant="outline">
                {pricingCopy.enterprise.action}
              </ButtonLink>
            </Stack>
          </PlanCard>
        </li>
      </GridList>
    </Stack>
  );
}
