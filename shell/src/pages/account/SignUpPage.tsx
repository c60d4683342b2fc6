import { type AcceptedResponse, identityApi, signUpRequestSchema } from '@gbc/contracts/identity';
import { pathTo, routeMeta } from '@gbc/site-map';
import { Alert, Button, ButtonLink, Text } from '@gbc/ui';
import { TextField } from '@gbc/ui/controls';
import { useApiMutation } from '@gbc/web-kit';
import { useContractForm } from '@gbc/web-kit/forms';
import { useSession } from '@gbc/web-kit/session';
import { AccountForm } from './AccountForm.js';
import { AccountPageFrame } from './AccountPageFrame.js';
import { signedInAs } from './account-copy.js';
import { SignedInAlready } from './SignedInAlready.js';

const heading = routeMeta('/sign-up').heading;

/** `/sign-up`: name, address and password; the account opens from the link mailed to the address. */
export function SignUpPage() {
  const session = useSession();
  const signUp = useApiMutation<unknown, AcceptedResponse>({ method: 'POST', path: identityApi.signUp });
  const form = useContractForm(
    signUpRequestSchema,
    { displayName: '', email: '', password: '' },
    async (body) => {
      await signUp.mutateAsync(body);
    },
  );

  if (signUp.data) {
    return (
      <AccountPageFrame heading={heading}>
        <Alert tone="success" takeFocus>
          {signUp.data.message}
        </Alert>
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
  return (
    <AccountPageFrame heading={heading}>
      <AccountForm
        label="Create an account"
        form={form}
        actions={
          <div>
            <Button type="submit" disabled={form.submitting}>
              {form.submitting ? 'Creating...' : 'Create account'}
            </Button>
          </div>
        }
      >
        <TextField label="Name" autoComplete="name" {...form.field('displayName')} />
        <TextField label="Email address" type="email" autoComplete="email" {...form.field('email')} />
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          hint="At least 10 characters; a few unrelated words work well. You need it again if you open the confirmation link in another browser."
          {...form.field('password')}
        />
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
