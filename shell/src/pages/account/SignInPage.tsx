import { errorCodes } from '@gbc/contracts';
import {
  emailOnlyRequestSchema,
  identityApi,
  identityMessages,
  mfaVerifyRequestSchema,
  type SessionResponse,
  type SignInResponse,
  sessionResponseSchema,
  signInRequestSchema,
  signInResponseSchema,
} from '@gbc/contracts/identity';
import { pathTo, routeMeta } from '@gbc/site-map';
import { Alert, Button, ButtonLink, Stack, Text } from '@gbc/ui';
import { TextField } from '@gbc/ui/controls';
import { useApiMutation, useRedirect } from '@gbc/web-kit';
import { useContractForm } from '@gbc/web-kit/forms';
import { useSession } from '@gbc/web-kit/session';
import { type FormEvent, useState } from 'react';
import { AccountForm } from './AccountForm.js';
import { AccountPageFrame } from './AccountPageFrame.js';
import { accountCopy, signedInAs } from './account-copy.js';
import { SecondFactorFields } from './SecondFactorFields.js';
import { SignedInAlready } from './SignedInAlready.js';

const heading = routeMeta('/sign-in').heading;

/** What the reset page is handed, so the address typed here need not be typed again. */
export interface ResetPasswordState {
  email?: string;
}

/** The second step for an account with an authenticator app: the challenge the password answered with. */
export function CodeStep({
  challenge,
  onSignedIn,
}: {
  challenge: string;
  onSignedIn: (answer: SessionResponse) => void;
}) {
  const verify = useApiMutation<unknown, SessionResponse>({
    method: 'POST',
    path: identityApi.mfaVerify,
    schema: sessionResponseSchema,
    errorContext: 'sign-in code',
  });
  const codeForm = useContractForm(mfaVerifyRequestSchema, { challenge }, async (body) => {
    onSignedIn(await verify.mutateAsync(body));
  });
  return (
    <AccountForm
      label="Authenticator code"
      form={codeForm}
      actions={
        <div>
          <Button type="submit" disabled={codeForm.submitting}>
            Confirm
          </Button>
        </div>
      }
    >
      <Text>{accountCopy.codeForSignIn}</Text>
      <SecondFactorFields contractForm={codeForm} />
    </AccountForm>
  );
}

/** The right password on an unconfirmed account: says so, and sends the confirmation link again. */
function ResendConfirmation({ email }: { email: string }) {
  const resend = useApiMutation<{ email: string }>({
    method: 'POST',
    path: identityApi.resendVerification,
    errorContext: 'resend confirmation',
  });
  if (resend.isSuccess) return <Alert tone="success">{identityMessages.verificationResent}</Alert>;
  return (
    <Alert tone="warning" role="alert">
      <Stack gap="sm">
        <span>{identityMessages.emailNotVerified}</span>
        <div>
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={resend.isPending}
            onClick={() => resend.mutate({ email })}
          >
            Send the confirmation link again
          </Button>
        </div>
        {resend.isError && <span>{resend.error.message}</span>}
      </Stack>
    </Alert>
  );
}

/** `/sign-in`: password, or a link by e-mail; accounts with an authenticator app then give a code. */
export function SignInPage() {
  const session = useSession();
  const redirect = useRedirect();
  const [challenge, setChallenge] = useState<string | null>(null);

  const finish = (answer: SessionResponse) => {
    session.signIn(answer);
    redirect(pathTo('/account'), { state: { notice: accountCopy.signedIn } });
  };

  const signIn = useApiMutation<unknown, SignInResponse>({
    method: 'POST',
    path: identityApi.signIn,
    schema: signInResponseSchema,
  });
  const emailLink = useApiMutation<unknown>({ method: 'POST', path: identityApi.emailLink });
  const passwordForm = useContractForm(signInRequestSchema, { email: '', password: '' }, async (body) => {
    const answer = await signIn.mutateAsync(body);
    if ('mfaRequired' in answer) setChallenge(answer.challenge);
    else finish(answer);
  });
  const linkForm = useContractForm(emailOnlyRequestSchema, { email: '' }, async (body) => {
    await emailLink.mutateAsync(body);
  });
  // The link form has no field of its own: it sends the address typed into the password form.
  const requestLink = (event: FormEvent<HTMLFormElement>) => {
    linkForm.form.setValue('email', passwordForm.form.getValues('email'));
    return linkForm.onSubmit(event);
  };
  const emailField = passwordForm.field('email');

  if (challenge) {
    return (
      <AccountPageFrame heading={heading}>
        <CodeStep challenge={challenge} onSignedIn={finish} />
      </AccountPageFrame>
    );
  }
  if (session.status === 'signed-in' && session.user) {
    return (
      <AccountPageFrame heading={heading}>
        <SignedInAlready message={signedInAs(session.user.email)} />
      </AccountPageFrame>
    );
  }

  const unconfirmed = passwordForm.failureCode === errorCodes.emailNotVerified;
  return (
    <AccountPageFrame heading={heading}>
      <AccountForm
        label="Sign in with password"
        form={unconfirmed ? { ...passwordForm, failure: null } : passwordForm}
        actions={
          <Stack direction="row" gap="sm" wrap>
            <Button type="submit" disabled={passwordForm.submitting}>
              {passwordForm.submitting ? 'Signing in...' : 'Sign in'}
            </Button>
            <ButtonLink
              to={pathTo('/reset-password')}
              state={{ email: passwordForm.form.watch('email') } satisfies ResetPasswordState}
              variant="outline"
            >
              Forgot password?
            </ButtonLink>
          </Stack>
        }
      >
        <TextField
          label="Email address"
          type="email"
          autoComplete="email"
          {...emailField}
          onChange={(event) => {
            void emailField.onChange(event);
            // Once the link form has been sent, it re-checks the shared address on change as well.
            if (linkForm.form.formState.isSubmitted)
              linkForm.form.setValue('email', event.target.value, { shouldValidate: true });
          }}
          error={passwordForm.errorOf('email') ?? linkForm.errorOf('email')}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          {...passwordForm.field('password')}
        />
      </AccountForm>
      {unconfirmed && <ResendConfirmation email={passwordForm.form.getValues('email')} />}
      <AccountForm
        label="Sign in with an e-mailed link"
        form={linkForm}
        onSubmit={requestLink}
        actions={
          <div>
            <Button type="submit" variant="outline" disabled={linkForm.submitting}>
              Email me a sign-in link
            </Button>
          </div>
        }
      >
        <Text>Or get a one-time sign-in link by e-mail (it works for 15 minutes).</Text>
        {emailLink.isSuccess && <Alert tone="success">{identityMessages.checkEmail}</Alert>}
      </AccountForm>
      <Text>
        New here?{' '}
        <ButtonLink to={pathTo('/sign-up')} variant="ghost">
          Create an account
        </ButtonLink>
      </Text>
    </AccountPageFrame>
  );
}
