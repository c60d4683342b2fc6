import { pathTo } from '@gbc/site-map';
import { Alert, ButtonLink, Stack } from '@gbc/ui';

/** Sign-in and sign-up pages opened while signed in: say so, and lead to the account. */
export function SignedInAlready({ message }: { message: string }) {
  return (
    <Stack gap="md">
      <Alert tone="info">{message}</Alert>
      <div>
        <ButtonLink to={pathTo('/account')}>Go to your account</ButtonLink>
      </div>
    </Stack>
  );
}
