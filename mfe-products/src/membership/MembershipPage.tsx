import { type MembershipTier, membershipCatalogue } from '@gbc/contracts/payments';
import {
  membershipProspectus,
  membershipTierDetails,
  membershipTierPriceText,
  productsApi,
} from '@gbc/contracts/products';
import { pathTo, routeMeta } from '@gbc/site-map';
import {
  Badge,
  ButtonLink,
  Card,
  CardTitle,
  DownloadButtonLink,
  GridList,
  List,
  Stack,
  Text,
  useToast,
} from '@gbc/ui';
import { logError, useDocumentMeta } from '@gbc/web-kit';
import { DeferredForm } from '@gbc/web-kit/deferred-form';
import { downloadFile } from '@gbc/web-kit/download';
import { useSession } from '@gbc/web-kit/session';
import { PageSection, ProductHero } from '../product-page/ProductSections.js';
import { membershipCopy as copy } from './content/membership.js';
import { MembershipJoinFields } from './MembershipJoinFields.js';
import type { MembershipJoinFormProps } from './MembershipJoinForm.js';

const meta = routeMeta('/membership');

// The form library and the checkout contract (zod) load with the form, on its first use.
const loadJoinForm = () => import('./MembershipJoinForm.js');

/** A tier: price, audience, benefits and its join form (spec 2 §4), live once first used. */
function MembershipTierCard({ tier }: { tier: MembershipTier }) {
  const session = useSession();
  const details = membershipTierDetails[tier.id];
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
        <DeferredForm<MembershipJoinFormProps>
          load={loadJoinForm}
          props={{ tier }}
          placeholder={({ formProps, submitting }) => (
            <MembershipJoinFields
              tier={tier}
              formProps={formProps}
              amountField={{ name: 'amount', defaultValue: String(tier.minimum) }}
              disabled={submitting || session.status === 'loading'}
              submitting={submitting}
            />
          )}
        />
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
