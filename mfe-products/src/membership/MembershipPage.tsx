import {
  isRangedMembershipTier,
  type MembershipTier,
  membershipAmountRangeMessage,
  membershipCatalogue,
  paymentMessages,
} from '@gbc/contracts/payments';
import {
  membershipProspectus,
  membershipTierDetails,
  membershipTierPriceText,
  productsApi,
} from '@gbc/contracts/products';
import { pathTo, routeMeta } from '@gbc/site-map';
import {
  Badge,
  Button,
  ButtonLink,
  Card,
  CardTitle,
  DownloadButtonLink,
  GridList,
  List,
  Stack,
  Text,
  TextField,
  useToast,
} from '@gbc/ui';
import { logError, useDocumentMeta, useRedirect } from '@gbc/web-kit';
import { downloadFile } from '@gbc/web-kit/download';
import { startCheckout } from '@gbc/web-kit/payments';
import { useSession } from '@gbc/web-kit/session';
import { useState } from 'react';
import { PageSection, ProductHero } from '../product-page/ProductSections.js';
import { membershipCopy as copy } from './content/membership.js';
import { goToCheckout } from './go-to-checkout.js';

const meta = routeMeta('/membership');

/** Spec 2 §4 membership checkout: a session first (else sign in at /join), then the provider's page. */
function MembershipTierCard({ tier }: { tier: MembershipTier }) {
  const session = useSession();
  const redirect = useRedirect();
  const { toast } = useToast();
  const ranged = isRangedMembershipTier(tier);
  const [amount, setAmount] = useState(String(tier.minimum));
  const [amountError, setAmountError] = useState<string | undefined>();
  const [starting, setStarting] = useState(false);
  const details = membershipTierDetails[tier.id];

  const join = async () => {
    if (session.status !== 'signed-in' || !session.accessToken) {
      toast({ title: paymentMessages.membershipSignInRequired, variant: 'destructive' });
      redirect(pathTo('/join'));
      return;
    }
    const chosen = Number(amount);
    if (ranged && (!Number.isInteger(chosen) || chosen < tier.minimum || chosen > tier.maximum)) {
      setAmountError(membershipAmountRangeMessage(tier.minimum, tier.maximum));
      return;
    }
    setAmountError(undefined);
    setStarting(true);
    try {
      const { url } = await startCheckout(
        {
          type: 'membership',
          tierId: tier.id,
          ...(ranged ? { amount: chosen } : {}),
          returnPath: `${pathTo('/membership/success')}?tier=${tier.id}`,
        },
        session.accessToken,
      );
      goToCheckout(url);
    } catch (error) {
      logError('membership checkout', error);
      toast({ title: paymentMessages.membershipCheckoutFailed, variant: 'destructive' });
      setStarting(false);
    }
  };

  return (
    <Card as="li" aria-label={tier.title}>
      <Stack gap="sm" align="flex-start">
        {tier.highlighted ? <Badge>{copy.highlighted}</Badge> : null}
        <CardTitle>{tier.title}</CardTitle>
        <Text size="lg">
          <strong>{membershipTierPriceText(tier)}</strong>
        </Text>
        <Text tone="muted">{details.audience}</Text>
        <List gap="xs">
          {details.benefits.map((benefit) => (
            <li key={benefit}>{benefit}</li>
          ))}
        </List>
        {ranged ? (
          <TextField
            label={copy.amountLabel(tier.title)}
            type="number"
            inputMode="numeric"
            min={tier.minimum}
            max={tier.maximum}
            step={1}
            value={amount}
            error={amountError}
            onChange={(event) => setAmount(event.target.value)}
          />
        ) : null}
        <Button onClick={() => void join()} disabled={starting || session.status === 'loading'}>
          {starting ? copy.redirecting : copy.join(tier.title)}
        </Button>
      </Stack>
    </Card>
  );
}

/**
 * Spec 2 §7 call 5: the prospectus PDF fetched, then saved, with the spec's toasts. A plain download
 * link until hydration, so it works without JavaScript too.
 */
function ProspectusDownload() {
  const { toast } = useToast();
  const download = async () => {
    try {
      await downloadFile(productsApi.prospectus, membershipProspectus.fileName);
      toast({ title: membershipProspectus.messages.started, variant: 'success' });
    } catch (error) {
      logError('prospectus download', error);
      toast({ title: membershipProspectus.messages.failed, variant: 'destructive' });
    }
  };
  return (
    <DownloadButtonLink
      href={productsApi.prospectus}
      fileName={membershipProspectus.fileName}
      variant="outline"
      onClick={(event) => {
        event.preventDefault();
        void download();
      }}
    >
      {copy.prospectus}
    </DownloadButtonLink>
  );
}

/** Spec 2 "/membership": hero, the four tiers (AUD, yearly) and the ready-to-join section. */
export default function MembershipPage() {
  useDocumentMeta({ title: meta.title, description: meta.description });
  return (
    <>
      <ProductHero eyebrow={copy.eyebrow} title={copy.title} lead={copy.lead} />
      <PageSection id="tiers" title={copy.tiersHeading} lead={copy.currencyNote}>
        <GridList columns={{ base: 1, md: 2, lg: 4 }} gap="lg">
          {membershipCatalogue.tiers.map((tier) => (
            <MembershipTierCard key={tier.id} tier={tier} />
          ))}
        </GridList>
      </PageSection>
      <PageSection id="ready-to-join" title={copy.readyHeading} lead={copy.readyLead} tone="muted">
        <Stack direction="row" gap="sm" wrap>
          <ProspectusDownload />
          <ButtonLink to={pathTo('/contact')}>{copy.contact}</ButtonLink>
        </Stack>
      </PageSection>
    </>
  );
}
