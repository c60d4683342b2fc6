import { errorCodes } from '@gbc/contracts';
import {
  identityApi,
  identityMessages,
  type RedeemLinkResponse,
  redeemLinkRequestSchema,
  redeemLinkResponseSchema,
  type SessionResponse,
} from '@gbc/contracts/identity';
import { pathTo, routeMeta } from '@gbc/site-map';
import { Alert, Button, ButtonLink, Stack, Text } from '@gbc/ui';
import { TextField } from '@gbc/ui/controls';
import { useApiMutation, useHydrated, useRedirect } from '@gbc/web-kit';
import { emptyAsUndefined, useContractForm } from '@gbc/web-kit/forms';
import { useSession } from '@gbc/web-kit/session';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { AccountForm } from './AccountForm.js';
import type { AccountPageState } from './AccountPage.js';
import { AccountPageFrame } from './AccountPageFrame.js';
import { accountCopy } from './account-copy.js';
import { CodeStep } from './SignInPage.js';

const heading = routeMeta('/verify').heading;

const noticeByPurpose: Record<RedeemLinkResponse['purpose'], string> = {
  verify_email: accountCopy.addressConfirmed,
  change_email: accountCopy.addressChanged,
  sign_in: accountCopy.signedIn,
  admin_bootstrap: accountCopy.signedIn,
};

/**
 * `/verify?token=`: says what the link does and redeems it only when the person presses the button
 * (a POST), so mail scanners that fetch links cannot spend it and a crafted link cannot sign a visitor
 * in unasked. A sign-up link opened in another browser asks for the password chosen at sign-up; an
 * account with an authenticator app then asks for a code.
 */
export function VerifyPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const session = useSession();
  const redirect = useRedirect();
  const [challenge, setChallenge] = useState<{ challenge: string; state: AccountPageState } | null>(null);
  const [passwordRequired, setPasswordRequired] = useState(false);
  // People arrive from their mail on a first load: a click before hydration would submit nothing.
  const hydrated = useHydrated();

  const open = (answer: SessionResponse, state: AccountPageState) => {
    session.signIn(answer);
    redirect(pathTo('/account'), { replace: true, state });
  };
  const redeem = useApiMutation<unknown, RedeemLinkResponse>({
    method: 'POST',
    path: identityApi.redeemLink,
    schema: redeemLinkResponseSchema,
    errorContext: 'redeem link',
  });
  const form = useContractForm(redeemLinkRequestSchema, { token }, async (body) => {
    try {
      const answer = await redeem.mutateAsync(body);
      const state: AccountPageState = {
        notice: noticeByPurpose[answer.purpose],
        passwordSetupRequired: 'session' in answer && answer.passwordSetupRequired === true,
      };
      if ('mfaRequired' in answer) setChallenge({ challenge: answer.challenge, state });
      else open(answer.session, state);
    } catch (error) {
      if ((error as { code?: string }).code !== errorCodes.passwordRequired) throw error;
      setPasswordRequired(true);
    }
  });

  if (!token) {
    return (
      <AccountPageFrame heading={heading}>
        <Alert>{accountCopy.noToken}</Alert>
      </AccountPageFrame>
    );
  }
  if (challenge) {
    return (
      <AccountPageFrame heading={heading}>
        <CodeStep challenge={challenge.challenge} onSignedIn={(answer) => open(answer, challenge.state)} />
      </AccountPageFrame>
    );
  }
  // A token the contract refuses never reaches the service; one it refuses is used up or expired.
  const spent =
    form.errorOf('token') !== undefined || (form.failureCode === errorCodes.badRequest && !passwordRequired);
  return (
    <AccountPageFrame heading={heading}>
      {spent ? (
        <Stack gap="md">
          <Alert>{identityMessages.tokenInvalid}</Alert>
          <div>
            <ButtonLink to={pathTo('/sign-in')}>Go to sign in</ButtonLink>
          </div>
        </Stack>
      ) : (
        <AccountForm
          label="Continue with your link"
          form={form}
          actions={
            <div>
              <Button type="submit" disabled={!hydrated || form.submitting}>
                Continue
              </Button>
            </div>
          }
        >
          <Text>{accountCopy.verifyExplained}</Text>
          {passwordRequired && (
            <>
              <Alert tone="info" takeFocus>
                {identityMessages.passwordRequiredForLink}
              </Alert>
              <TextField
                label="The password you chose at sign-up"
                type="password"
                autoComplete="current-password"
                {...form.field('password', emptyAsUndefined)}
              />
            </>
          )}
        </AccountForm>
      )}
    </AccountPageFrame>
  );
}
