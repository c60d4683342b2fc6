import { paymentMessages } from '@gbc/contracts/payments';
import { wholeDollars } from '@gbc/contracts/products';
import { Button, Card, CardTitle, GridList, List, Stack, Text, useToast } from '@gbc/ui';
import { logError } from '@gbc/web-kit';
import { startCheckout } from '@gbc/web-kit/payments';
import { useSession } from '@gbc/web-kit/session';
import { purchaseCopy } from './content.js';
import { PageSection } from './ProductSections.js';
import { amountFromShownPrice } from './price.js';
import type { TierSection } from './types.js';

/** The returned checkout opens here (a new tab); its own module so tests can stand in for the browser. */
export function openCheckoutTab(): Window | null {
  return window.open('', '_blank');
}

/**
 * Spec 2 §4 tier purchase: the info toast, then a checkout of `<product>-<tier>` opened in a new tab,
 * which comes back to `returnPath` with `?checkout=`. The server charges the catalogue's price; the
 * amount the page derives from the shown price (spec 2 §5) is sent as the spec does, and dropped there.
 */
export function usePurchase(returnPath: string) {
  const { toast } = useToast();
  const session = useSession();
  return async (tier: TierSection['tiers'][number]['tier'], shownPrice: string) => {
    toast({ title: purchaseCopy.processing(tier.name), variant: 'default' });
    // Opened at the press (a tab opened after an await is a blocked pop-up), then sent to the checkout.
    const tab = openCheckoutTab();
    try {
      const request = {
        type: 'product' as const,
        tier: tier.id,
        returnPath,
        amount: amountFromShownPrice(shownPrice),
        recurring: false,
      };
      const { url } = await startCheckout(request, session.accessToken ?? undefined);
      if (!url) throw new Error(purchaseCopy.noCheckoutUrl);
      if (!tab) throw new Error('The checkout tab could not be opened');
      tab.location.href = url;
    } catch (error) {
      tab?.close();
      logError('product checkout', error);
      toast({ title: paymentMessages.productCheckoutFailed, variant: 'destructive' });
    }
  };
}

/** A product's three tiers (spec 2 §9), prices in whole dollars with the currency stated once. */
export function TierPricing({
  id,
  section,
  returnPath,
}: {
  id: string;
  section: TierSection;
  returnPath: string;
}) {
  const purchase = usePurchase(returnPath);
  return (
    <PageSection id={id} title={section.heading} lead={section.currencyNote}>
      <GridList columns={{ base: 1, md: 3 }} gap="lg">
        {section.tiers.map(({ tier, features }) => {
          const shownPrice = wholeDollars(tier.price);
          return (
            <Card as="li" key={tier.id} aria-label={tier.name}>
              <Stack gap="sm" align="flex-start">
                <CardTitle>{tier.name}</CardTitle>
                <Text size="lg" data-testid={`price-${tier.id}`}>
                  <strong>{shownPrice}</strong>
                </Text>
                <Text tone="muted">{tier.capacity}</Text>
                <List gap="xs">
                  {features.map((feature) => (
                    <li key={feature}>{feature}</li>
                  ))}
                </List>
                <Button onClick={() => void purchase(tier, shownPrice)}>{purchaseCopy.buy(tier.name)}</Button>
              </Stack>
            </Card>
          );
        })}
      </GridList>
    </PageSection>
  );
}
