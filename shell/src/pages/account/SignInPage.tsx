import {
  emailOnlyRequestSchema,
  identityApi,
  identityMessages,
  type SessionResponse,
  sessionResponseSchema,
  signInRequestSchema,
  totpConfirmRequestSchema,
} from '@gbc/contracts/identity';
import { pathTo, routeMeta } from '@gbc/site-map';
import { Button, ButtonLink, Stack, Text, TextField } from '@gbc/ui';
import { apiSend, useSession } from '@gbc/web-kit';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { AccountForm, AccountPageFrame, trimmed, useContractForm } from './form-support.js';

const heading = routeMeta('/sign-in').heading;

/** `/sign-in`: password, or a link by e-mail; accounts with an authenticator app then give a code. */
export function SignInPage() {
  const session = useSession();
  const navigate = useNavigate();
  const [linkSent, setLinkSent] = useState<string | null>(null);
  const [secondStep, setSecondStep] = useState<SessionResponse | null>(null);

  const finish = (answer: SessionResponse) => {
    session.signIn(answer);
    navigate(pathTo('/account'));
  };

  const passwordForm = useContractForm(signInRequestSchema, { email: '', password: '' }, async (body) => {
    const answer = await apiSend('POST', identityApi.signIn, body, { schema: sessionResponseSchema });
    if (answer.user.mfaEnabled && answer.aal === 'aal1') setSecondStep(answer);
    else finish(answer);
  });
  const linkForm = useContractForm(emailOnlyRequestSchema, { email: '' }, async (body) => {
    await apiSend('POST', identityApi.emailLink, body);
    setLinkSent(identityMessages.checkEmail);
  });
  // The link form has no field of its own: it sends the address typed into the password form.
  const requestLink = (event: FormEvent<HTMLFormElement>) => {
    linkForm.form.setValue('email', passwordForm.form.getValues('email'));
    return linkForm.onSubmit(event);
  };
  const emailField = passwordForm.field('email');
  const codeForm = useContractForm(totpConfirmRequestSchema, { code: '' }, async (body) => {
    const answer = await apiSend('POST', identityApi.mfaVerify, body, {
      schema: sessionResponseSchema,
      accessToken: secondStep?.accessToken,
    });
    finish(answer);
  });

  if (secondStep) {
    return (
      <AccountPageFrame heading={heading}>
        <AccountForm label="Authenticator code" onSubmit={codeForm.onSubmit} failure={codeForm.failure}>
          <TextField
            label="6-digit code from your authenticator app"
            inputMode="numeric"
            autoComplete="one-time-code"
            {...codeForm.field('code', trimmed)}
          />
          <Button type="submit" disabled={codeForm.submitting}>
            Confirm
          </Button>
        </AccountForm>
      </AccountPageFrame>
    );
  }

  return (
    <AccountPageFrame heading={heading}>
      <AccountForm
        label="Sign in with password"
        onSubmit={passwordForm.onSubmit}
        failure={passwordForm.failure}
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
        <Stack direction="row" gap="sm" wrap>
          <Button type="submit" disabled={passwordForm.submitting}>
            {passwordForm.submitting ? 'Signing in...' : 'Sign in'}
          </Button>
          <ButtonLink to={pathTo('/reset-password')} variant="outline">
            Forgot password?
          </ButtonLink>
        </Stack>
      </AccountForm>
      <AccountForm label="Sign in with an e-mailed link" onSubmit={requestLink} failure={linkForm.failure}>
        <Text>Or get a one-time sign-in link by e-mail (it works for 15 minutes).</Text>
        <Button type="submit" variant="outline" disabled={linkForm.submitting}>
          Email me a sign-in link
        </Button>
        {linkSent && <Text role="status">{linkSent}</Text>}
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
