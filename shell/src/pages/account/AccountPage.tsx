import {
  changeEmailRequestSchema,
  changePasswordRequestSchema,
  dataExportSchema,
  deleteAccountRequestSchema,
  identityApi,
  identityMessages,
  type TotpEnrolResponse,
  totpConfirmRequestSchema,
  totpConfirmResponseSchema,
  totpEnrolResponseSchema,
} from '@gbc/contracts/identity';
import { pathTo, routeMeta } from '@gbc/site-map';
import { Button, ButtonLink, Card, Heading, List, Stack, Text, TextField } from '@gbc/ui';
import { apiGet, apiSend, logError, useSession } from '@gbc/web-kit';
import { type FormEvent, useState } from 'react';
import { AccountForm, AccountPageFrame, emptyAsUndefined, trimmed, useContractForm } from './form-support.js';
import { MembershipsAndPayments } from './MembershipsAndPayments.js';

const heading = routeMeta('/account').heading;

function ChangePassword({ accessToken }: { accessToken: string }) {
  const [done, setDone] = useState<string | null>(null);
  const form = useContractForm(
    changePasswordRequestSchema,
    { currentPassword: '', newPassword: '' },
    async (body) => {
      const answer = await apiSend<{ message: string }>('POST', identityApi.changePassword, body, {
        accessToken,
      });
      setDone(answer.message);
      form.form.reset();
    },
  );
  return (
    <AccountForm label="Change password" onSubmit={form.onSubmit} failure={form.failure}>
      <Heading level={2} size="md">
        Password
      </Heading>
      <TextField
        label="Current password"
        type="password"
        autoComplete="current-password"
        hint="Leave empty if you have only ever signed in with e-mailed links."
        {...form.field('currentPassword', emptyAsUndefined)}
      />
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        {...form.field('newPassword')}
      />
      <Button type="submit" disabled={form.submitting}>
        Change password
      </Button>
      {done && <Text role="status">{done}</Text>}
    </AccountForm>
  );
}

function TwoStepSignIn({ accessToken }: { accessToken: string }) {
  const session = useSession();
  const [enrolment, setEnrolment] = useState<TotpEnrolResponse | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [starting, setStarting] = useState(false);
  const [startFailure, setStartFailure] = useState<string | null>(null);
  const start = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setStarting(true);
    try {
      setEnrolment(
        await apiSend('POST', identityApi.totpEnrol, undefined, {
          schema: totpEnrolResponseSchema,
          accessToken,
        }),
      );
    } catch (error) {
      logError('authenticator enrolment', error);
      setStartFailure((error as Error).message);
    } finally {
      setStarting(false);
    }
  };
  const confirm = useContractForm(totpConfirmRequestSchema, { code: '' }, async (body) => {
    const answer = await apiSend('POST', identityApi.totpConfirm, body, {
      schema: totpConfirmResponseSchema,
      accessToken,
    });
    setRecoveryCodes(answer.recoveryCodes);
    session.signIn(answer.session);
  });

  if (recoveryCodes) {
    return (
      <Stack gap="sm">
        <Text role="status">
          Two-step sign-in is on. Keep these recovery codes somewhere safe; each works once:
        </Text>
        <List gap="xs">
          {recoveryCodes.map((recoveryCode) => (
            <li key={recoveryCode}>
              <code>{recoveryCode}</code>
            </li>
          ))}
        </List>
      </Stack>
    );
  }
  if (!enrolment) {
    return (
      <AccountForm label="Set up two-step sign-in" onSubmit={start} failure={startFailure}>
        <Text>Admin pages require a code from an authenticator app.</Text>
        <Button type="submit" variant="outline" disabled={starting}>
          Set up an authenticator app
        </Button>
      </AccountForm>
    );
  }
  return (
    <AccountForm label="Confirm your authenticator app" onSubmit={confirm.onSubmit} failure={confirm.failure}>
      <Text>
        Add this key to your authenticator app: <code>{enrolment.secret}</code>
      </Text>
      <Text size="sm" tone="muted">
        Or open <code>{enrolment.otpauthUri}</code>
      </Text>
      <TextField
        label="6-digit code"
        inputMode="numeric"
        autoComplete="one-time-code"
        {...confirm.field('code', trimmed)}
      />
      <Button type="submit" disabled={confirm.submitting}>
        Confirm
      </Button>
    </AccountForm>
  );
}

function ChangeEmail({ accessToken }: { accessToken: string }) {
  const [done, setDone] = useState<string | null>(null);
  const form = useContractForm(changeEmailRequestSchema, { newEmail: '', password: '' }, async (body) => {
    const answer = await apiSend<{ message: string }>('POST', identityApi.changeEmail, body, { accessToken });
    setDone(answer.message);
  });
  return (
    <AccountForm label="Change e-mail address" onSubmit={form.onSubmit} failure={form.failure}>
      <Heading level={2} size="md">
        E-mail address
      </Heading>
      <TextField label="New e-mail address" type="email" autoComplete="email" {...form.field('newEmail')} />
      <TextField
        label="Your password"
        type="password"
        autoComplete="current-password"
        {...form.field('password', emptyAsUndefined)}
      />
      <Button type="submit" variant="outline" disabled={form.submitting}>
        Send confirmation link
      </Button>
      {done && <Text role="status">{done}</Text>}
    </AccountForm>
  );
}

function DeleteAccount({ accessToken }: { accessToken: string }) {
  const session = useSession();
  const form = useContractForm(deleteAccountRequestSchema, { password: '' }, async (body) => {
    await apiSend('DELETE', identityApi.me, body, { accessToken });
    await session.signOut('local');
  });
  return (
    <AccountForm label="Delete my account" onSubmit={form.onSubmit} failure={form.failure}>
      <Heading level={2} size="md">
        Delete my account
      </Heading>
      <Text size="sm" tone="muted">
        Your account and sign-ins are deleted; payment records are kept without your name, as the law
        requires.
      </Text>
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        {...form.field('password', emptyAsUndefined)}
      />
      <Button type="submit" variant="secondary" disabled={form.submitting}>
        Delete my account
      </Button>
    </AccountForm>
  );
}

async function downloadMyData(accessToken: string) {
  const data = await apiGet(identityApi.exportData, { schema: dataExportSchema, accessToken });
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'my-account-data.json';
  link.click();
  URL.revokeObjectURL(url);
}

/** `/account`: profile, memberships and payments, password, two-step sign-in, devices, and the account's data. */
export function AccountPage() {
  const session = useSession();
  const [exportFailure, setExportFailure] = useState<string | null>(null);

  if (session.status === 'loading') {
    return (
      <AccountPageFrame heading={heading}>
        <Text role="status">Loading...</Text>
      </AccountPageFrame>
    );
  }
  if (!session.user || !session.accessToken) {
    return (
      <AccountPageFrame heading={heading}>
        <Text>{identityMessages.sessionExpired}</Text>
        <ButtonLink to={pathTo('/sign-in')}>Sign in</ButtonLink>
      </AccountPageFrame>
    );
  }
  const { user, accessToken } = session;
  return (
    <AccountPageFrame heading={heading}>
      <Card>
        <Stack gap="xs">
          <Heading level={2} size="md">
            {user.displayName}
          </Heading>
          <Text data-testid="account-email">{user.email}</Text>
          <Text size="sm" tone="muted">
            {user.roles.length > 0 ? `Roles: ${user.roles.join(', ')}` : 'No membership yet'}
          </Text>
        </Stack>
      </Card>
      <MembershipsAndPayments userId={user.id} accessToken={accessToken} />
      <ChangeEmail accessToken={accessToken} />
      <ChangePassword accessToken={accessToken} />
      <DeleteAccount accessToken={accessToken} />
      {!user.mfaEnabled && <TwoStepSignIn accessToken={accessToken} />}
      <Stack gap="sm">
        <Heading level={2} size="md">
          Devices and data
        </Heading>
        <Stack direction="row" gap="sm" wrap>
          <Button variant="outline" onClick={() => void session.signOut('local')}>
            Sign out
          </Button>
          <Button variant="outline" onClick={() => void session.signOut('global')}>
            Sign out everywhere
          </Button>
          <Button
            variant="ghost"
            onClick={() =>
              void downloadMyData(accessToken).catch((error: unknown) => {
                logError('export my data', error);
                setExportFailure((error as Error).message);
              })
            }
          >
            Download my data
          </Button>
        </Stack>
        {exportFailure && <Text role="alert">{exportFailure}</Text>}
      </Stack>
    </AccountPageFrame>
  );
}
