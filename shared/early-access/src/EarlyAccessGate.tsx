import type { EarlyAccessProduct } from '@gbc/contracts/early-access';
import { earlyAccessMessages } from '@gbc/contracts/early-access';
import { checkoutReturnParam } from '@gbc/contracts/payments';
import { pathTo } from '@gbc/site-map';
import { Text, theme } from '@gbc/ui';
import { Dialog } from '@gbc/ui/controls';
import { DeferredForm } from '@gbc/web-kit/deferred-form';
import { useSession } from '@gbc/web-kit/session';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { styled } from 'styled-components';
import { earlyAccessCopy } from './content.js';
import { EarlyAccessFields } from './EarlyAccessFields.js';
import type { EarlyAccessFormProps } from './EarlyAccessForm.js';

export interface EarlyAccessGateProps {
  /** The gated page; the owning service stores requests under it. */
  product: EarlyAccessProduct;
  /** Where the owning service takes requests (`productsApi.accessRequests`, `ratpakApi.accessRequests`). */
  requestPath: string;
}

/** What the gate shows: nothing, the loading cue, or the open dialog. */
export type EarlyAccessGateState = 'hidden' | 'loading' | 'open';

/**
 * Spec 2 §4: loading while the session check runs; signed-in visitors and a page back from checkout
 * (`?checkout=`, which shows the payment state) never see the gate; else it is open until the visitor
 * closes it or sends a request, which grants the page for the visit. The session decides, nothing stored.
 */
export function earlyAccessGateState({
  sessionStatus,
  returnedFromCheckout,
  granted,
}: {
  sessionStatus: 'loading' | 'signed-in' | 'signed-out';
  returnedFromCheckout: boolean;
  granted: boolean;
}): EarlyAccessGateState {
  if (returnedFromCheckout) return 'hidden';
  if (sessionStatus === 'loading') return 'loading';
  if (sessionStatus === 'signed-in' || granted) return 'hidden';
  return 'open';
}

/** Pages granted in this visit (this tab, until it reloads), so moving between pages keeps them open. */
const grantedThisVisit = new Set<EarlyAccessProduct>();

/** Over the page, not in its flow: the page's content below never moves when the gate changes state. */
const LoadingCue = styled.p`
  position: fixed;
  top: ${theme.space.md};
  left: 50%;
  z-index: ${theme.zIndices.overlay};
  margin: 0;
  padding: ${theme.space.xs} ${theme.space.md};
  transform: translateX(-50%);
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadows.md};
  color: ${theme.colors.ink};
  font-size: ${theme.fontSizes.sm};
`;

// The form library and the schema (zod) load with the form, on its first use.
const loadEarlyAccessForm = () => import('./EarlyAccessForm.js');

/**
 * The early-access gate of a product page: a modal request form over the full page, which the
 * server renders in its loading state (crawlers and visitors without JavaScript read the page).
 */
export function EarlyAccessGate({ product, requestPath }: EarlyAccessGateProps) {
  const session = useSession();
  const [searchParams] = useSearchParams();
  const [granted, setGranted] = useState(() => grantedThisVisit.has(product));
  const grant = () => {
    grantedThisVisit.add(product);
    setGranted(true);
  };
  const state = earlyAccessGateState({
    sessionStatus: session.status,
    returnedFromCheckout: searchParams.has(checkoutReturnParam),
    granted,
  });

  if (state === 'hidden') return null;
  if (state === 'loading') return <LoadingCue role="status">{earlyAccessMessages.loading}</LoadingCue>;
  return (
    <Dialog
      open
      onClose={grant}
      title={earlyAccessCopy.title}
      description={earlyAccessCopy.description(product)}
    >
      {/* First in the dialog, so the opening focus lands here and the form's code waits for its own use. */}
      <Text size="sm">
        {earlyAccessCopy.signInLead} <Link to={pathTo('/sign-in')}>{earlyAccessCopy.signIn}</Link>
      </Text>
      <DeferredForm<EarlyAccessFormProps>
        load={loadEarlyAccessForm}
        props={{ product, requestPath, onGranted: grant }}
        placeholder={({ formProps, submitting }) => (
          <EarlyAccessFields formProps={formProps} field={(name) => ({ name })} submitting={submitting} />
        )}
      />
    </Dialog>
  );
}
