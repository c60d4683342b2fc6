import {
  emailOnlyRequestSchema,
  identityApi,
  identityMessages,
  resetPasswordRequestSchema,
  type SessionResponse,
  type SignInResponse,
  signInResponseSchema,
} from '@gbc/contracts/identity';
import { pathTo, routeMeta } from '@gbc/site-map';
import { Alert, Button } from '@gbc/ui';
import { TextField } from '@gbc/ui/controls';
import { useApiMutation, useRedirect } from '@gbc/web-kit';
import { useContractForm } from '@gbc/web-kit/forms';
import { useSession } from '@gbc/web-kit/session';
import { useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { AccountForm } from './AccountForm.js';
import { AccountPageFrame } from './AccountPageFrame.js';
import { accountCopy } from './account-copy.js';
import { CodeStep, type ResetPasswordState } from './SignInPage.js';

const heading = routeMeta('/reset-password').heading;

/** `/reset-password`: asks for a link by e-mail, or, opened from that link, for the new password. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const typedOnSignIn = (useLocation().state as ResetPasswordState | null)?.email ?? '';
  const session = useSession();
  const redirect = useRedirect();

  const forgot = useApiMutation<unknown>({ method: 'POST', path: identityApi.forgotPassword });
  const [challenge, setChallenge] = useState<string | null>(null);
  const reset = useApiMutation<unknown, SignInResponse>({
    method: 'POST',
    path: identityApi.resetPassword,
    schema: signInResponseSchema,
  });
  const open = (answer: SessionResponse) => {
    session.signIn(answer);
    redirect(pathTo('/account'), { replace: true, state: { notice: accountCopy.passwordChanged } });
  };
  const requestForm = useContractForm(emailOnlyRequestSchema, { email: typedOnSignIn }, async (body) => {
    await forgot.mutateAsync(body);
  });
  const resetForm = useContractForm(
    resetPasswordRequestSchema,
    { token: token ?? '', password: '' },
    async (body) => {
      const answer = await reset.mutateAsync(body);
      // An account with an authenticator app: the password is changed, signing in needs a code.
      if ('mfaRequired' in answer) setChallenge(answer.challenge);
      else open(answer);
    },
  );

  if (challenge) {
    return (
      <AccountPageFrame heading={heading}>
        <Alert tone="success" takeFocus>
          {accountCopy.passwordChanged}
        </Alert>
        <CodeStep challenge={challenge} onSignedIn={open} />
      </AccountPageFrame>
    );
  }
  if (token) {
    return (
      <AccountPageFrame heading={heading}>
        <AccountForm
          label="Choose a new password"
          form={resetForm}
          actions={
            <div>
              <Button type="submit" disabled={resetForm.submitting}>
                Set new password
              </Button>
            </div>
          }
        >
          <TextField
            label="New password"
            type="password"
            autoComplete="new-password"
            hint="Every other device will be signed out."
            {...resetForm.field('password')}
            error={resetForm.errorOf('password') ?? resetForm.errorOf('token')}
          />
        </AccountForm>
      </AccountPageFrame>
    );
  }
  return (
    <AccountPageFrame heading={heading}>
      {forgot.isSuccess ? (
        <Alert tone="success" takeFocus>
          {identityMessages.checkEmail}
        </Alert>
      ) : (
        <AccountForm
          label="Reset your password"
          form={requestForm}
          actions={
            <div>
              <Button type="submit" disabled={requestForm.submitting}>
                Email me a reset link
              </Button>
            </div>
          }
        >
          <TextField
            label="Email address"
            type="email"
            autoComplete="email"
            {...requestForm.field('email')}
          />
        </AccountForm>
      )}
    </AccountPageFrame>
  );
}
