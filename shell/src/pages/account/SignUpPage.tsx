import { identityApi, signUpRequestSchema } from '@gbc/contracts/identity';
import { pathTo, routeMeta } from '@gbc/site-map';
import { Button, ButtonLink, Text, TextField } from '@gbc/ui';
import { apiSend } from '@gbc/web-kit';
import { useState } from 'react';
import { AccountForm, AccountPageFrame, useContractForm } from './form-support.js';

const heading = routeMeta('/sign-up').heading;

/** `/sign-up`: name, address and password; the account opens from the link mailed to the address. */
export function SignUpPage() {
  const [displayName, setDisplayName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [accepted, setAccepted] = useState<string | null>(null);
  const form = useContractForm(signUpRequestSchema, async (body) => {
    const answer = await apiSend<{ message: string }>('POST', identityApi.signUp, body);
    setAccepted(answer.message);
  });

  if (accepted) {
    return (
      <AccountPageFrame heading={heading}>
        <Text role="status">{accepted}</Text>
      </AccountPageFrame>
    );
  }
  return (
    <AccountPageFrame heading={heading}>
      <AccountForm
        label="Create an account"
        onSubmit={form.submit({ displayName, email, password })}
        failure={form.failure}
      >
        <TextField
          label="Name"
          autoComplete="name"
          value={displayName}
          error={form.errors.displayName}
          onChange={(event) => setDisplayName(event.target.value)}
        />
        <TextField
          label="Email address"
          type="email"
          autoComplete="email"
          value={email}
          error={form.errors.email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          hint="At least 10 characters; a few unrelated words work well."
          value={password}
          error={form.errors.password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <Button type="submit" disabled={form.submitting}>
          {form.submitting ? 'Creating...' : 'Create account'}
        </Button>
      </AccountForm>
      <Text>
        Already have an account?{' '}
        <ButtonLink to={pathTo('/sign-in')} variant="ghost">
          Sign in
        </ButtonLink>
      </Text>
    </AccountPageFrame>
  );
}
