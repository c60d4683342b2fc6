import { identityApi, signUpRequestSchema } from '@gbc/contracts/identity';
import { pathTo, routeMeta } from '@gbc/site-map';
import { Button, ButtonLink, Text, TextField } from '@gbc/ui';
import { apiSend } from '@gbc/web-kit';
import { useState } from 'react';
import { AccountForm, AccountPageFrame, useContractForm } from './form-support.js';

const heading = routeMeta('/sign-up').heading;

/** `/sign-up`: name, address and password; the account opens from the link mailed to the address. */
export function SignUpPage() {
  const [accepted, setAccepted] = useState<string | null>(null);
  const form = useContractForm(
    signUpRequestSchema,
    { displayName: '', email: '', password: '' },
    async (body) => {
      const answer = await apiSend<{ message: string }>('POST', identityApi.signUp, body);
      setAccepted(answer.message);
    },
  );

  if (accepted) {
    return (
      <AccountPageFrame heading={heading}>
        <Text role="status">{accepted}</Text>
      </AccountPageFrame>
    );
  }
  return (
    <AccountPageFrame heading={heading}>
      <AccountForm label="Create an account" onSubmit={form.onSubmit} failure={form.failure}>
        <TextField label="Name" autoComplete="name" {...form.field('displayName')} />
        <TextField label="Email address" type="email" autoComplete="email" {...form.field('email')} />
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          hint="At least 10 characters; a few unrelated words work well."
          {...form.field('password')}
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
