import { checkoutCancelledParam, checkoutReturnParam, findMembershipTier } from '@gbc/contracts/payments';
import { pathTo, routeMeta } from '@gbc/site-map';
import { Alert, ButtonLink, Stack } from '@gbc/ui';
import { useDocumentMeta } from '@gbc/web-kit';
import { useCheckoutStatus } from '@gbc/web-kit/payments';
import { useSession } from '@gbc/web-kit/session';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PageSection, ProductHero } from '../product-page/ProductSections.js';
import { membershipCopy } from './content/membership.js';

const meta = routeMeta('/membership/success');
const copy = membershipCopy.success;

/**
 * `/membership/success` and `/membership-success`: the confirmation with the `?tier=` title, and the
 * real payment state of `?checkout=` when it names a known checkout. Once paid the session refreshes,
 * so the member role granted by the payment is in the access token at once.
 */
export default function MembershipSuccessPage() {
  const [searchParams] = useSearchParams();
  const tier = findMembershipTier(searchParams.get('tier') ?? '');
  const checkoutId = searchParams.get(checkoutReturnParam);
  const view = useCheckoutStatus(checkoutId, { cancelled: searchParams.get(checkoutCancelledParam) === '1' });
  const session = useSession();
  const title = copy.title(tier?.title ?? null);
  useDocumentMeta({ title, description: meta.description });

  const paid = view.status === 'paid';
  const { refresh, status } = session;
  useEffect(() => {
    if (paid && status === 'signed-in') void refresh();
  }, [paid, status, refresh]);

  const state = (() => {
    switch (view.status) {
      case 'loading':
        return <Alert tone="info">{copy.loading}</Alert>;
      case 'processing':
        return <Alert tone="info">{copy.processing}</Alert>;
      case 'paid':
        return (
          <Alert tone="success" takeFocus>
            {copy.paid}
          </Alert>
        );
      case 'failed':
        return <Alert takeFocus>{copy.failed}</Alert>;
      case 'cancelled':
        return (
          <Alert tone="warning" takeFocus>
            {copy.cancelled}
          </Alert>
        );
      default:
        return null;
    }
  })();

  return (
    <>
      <ProductHero eyebrow={membershipCopy.eyebrow} title={title} lead={copy.lead} />
      <PageSection id="membership-status" title="Your membership">
        <Stack gap="md" align="flex-start">
          {state}
          <ButtonLink to={pathTo('/account')}>{copy.account}</ButtonLink>
        </Stack>
      </PageSection>
    </>
  );
}
