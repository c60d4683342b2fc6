import {
  type AcceptedResponse,
  changeEmailRequestSchema,
  changePasswordRequestSchema,
  deleteAccountRequestSchema,
  identityApi,
  identityMessages,
  type UserProfile,
} from '@gbc/contracts/identity';
import { pathTo, routeMeta } from '@gbc/site-map';
import { Alert, Button, ButtonLink, Card, Heading, Stack, Text } from '@gbc/ui';
import { TextField } from '@gbc/ui/controls';
import { apiQueryOptions, useApiMutation, useApiQuery } from '@gbc/web-kit';
import { emptyAsUndefined, useContractForm } from '@gbc/web-kit/forms';
import { useSession } from '@gbc/web-kit/session';
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { AccountForm } from './AccountForm.js';
import { AccountPageFrame } from './AccountPageFrame.js';
import { accountCopy } from './account-copy.js';
import { accountQueries } from './account-queries.js';
import { MembershipsAndPayments } from './MembershipsAndPayments.js';
import { saveFile } from './save-file.js';
import { TwoStepSignIn } from './TwoStepSignIn.js';

const heading = routeMeta('/account').heading;

/** What pages that lead here hand over: the outcome to announce, and whether this is an admin bootstrap. */
export interface AccountPageState {
  notice?: string;
  passwordSetupRequired?: boolean;
}

interface AccountSectionProps {
  profile: UserProfile;
  accessToken: string;
  profileKey: QueryKey;
}

/**
 * Sensitive changes: an account with an authenticator app proves itself with a code (the form asks
 * when the service answers `MFA_REQUIRED`); one without, with its current password.
 */
const asksForPassword = (profile: UserProfile) => profile.hasPassword && !profile.mfaEnabled;

function ChangePassword({
  profile,
  accessToken,
  profileKey,
  onChanged,
}: AccountSectionProps & { onChanged?: () => void }) {
  const change = useApiMutation<unknown>({
    method: 'POST',
    path: identityApi.changePassword,
    accessToken,
    invalidates: [profileKey],
  });
  const setting = !profile.hasPassword;
  const form = useContractForm(
    changePasswordRequestSchema,
    { currentPassword: undefined, newPassword: '' },
    async (body) => {
      await change.mutateAsync(body);
      form.form.reset();
      onChanged?.();
    },
  );
  return (
    <AccountForm
      label={setting ? 'Set a password' : 'Change password'}
      form={form}
      actions={
        <div>
          <Button type="submit" disabled={form.submitting}>
            {setting ? 'Set password' : 'Change password'}
          </Button>
        </div>
      }
    >
      <Heading level={2} size="md">
        {setting ? 'Set a password' : 'Password'}
      </Heading>
      {change.isSuccess && (
        <Alert tone="success" takeFocus>
          {setting ? accountCopy.passwordSet : accountCopy.passwordChanged}
        </Alert>
      )}
      {asksForPassword(profile) && (
        <TextField
          label="Current password"
          type="password"
          autoComplete="current-password"
          {...form.field('currentPassword', emptyAsUndefined)}
        />
      )}
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        hint={setting ? 'At least 10 characters; a few unrelated words work well.' : undefined}
        {...form.field('newPassword')}
      />
    </AccountForm>
  );
}

function ChangeEmail({ profile, accessToken }: AccountSectionProps) {
  const change = useApiMutation<unknown, AcceptedResponse>({
    method: 'POST',
    path: identityApi.changeEmail,
    accessToken,
  });
  const form = useContractForm(
    changeEmailRequestSchema,
    { newEmail: '', password: undefined },
    async (body) => {
      await change.mutateAsync(body);
    },
  );
  return (
    <AccountForm
      label="Change e-mail address"
      form={form}
      actions={
        <div>
          <Button type="submit" variant="outline" disabled={form.submitting}>
            Send confirmation link
          </Button>
        </div>
      }
    >
      <Heading level={2} size="md">
        E-mail address
      </Heading>
      <TextField label="New e-mail address" type="email" autoComplete="email" {...form.field('newEmail')} />
      {asksForPassword(profile) && (
        <TextField
          label="Your password"
          type="password"
          autoComplete="current-password"
          {...form.field('password', emptyAsUndefined)}
        />
      )}
      {change.data && <Alert tone="success">{change.data.message}</Alert>}
    </AccountForm>
  );
}

function DeleteAccount({ profile, accessToken, onDeleted }: AccountSectionProps & { onDeleted: () => void }) {
  const session = useSession();
  const remove = useApiMutation<unknown>({ method: 'DELETE', path: identityApi.me, accessToken });
  const form = useContractForm(deleteAccountRequestSchema, { password: undefined }, async (body) => {
    await remove.mutateAsync(body);
    await session.signOut('local');
    onDeleted();
  });
  return (
    <AccountForm
      label="Delete my account"
      form={form}
      actions={
        <div>
          <Button type="submit" variant="secondary" disabled={form.submitting}>
            Delete my account
          </Button>
        </div>
      }
    >
      <Heading level={2} size="md">
        Delete my account
      </Heading>
      <Text size="sm" tone="muted">
        Your account and sign-ins are deleted; payment records are kept without your name, as the law
        requires.
      </Text>
      {asksForPassword(profile) && (
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          {...form.field('password', emptyAsUndefined)}
        />
      )}
    </AccountForm>
  );
}

function DevicesAndData({
  profile,
  accessToken,
  onSignedOut,
}: AccountSectionProps & { onSignedOut: (notice: string) => void }) {
  const session = useSession();
  const queryClient = useQueryClient();
  const download = useMutation({
    // Always the current data: a download is a fresh read, never the cache.
    mutationFn: () =>
      queryClient.fetchQuery({
        ...apiQueryOptions(accountQueries.dataExport(profile.id, accessToken)),
        staleTime: 0,
      }),
    onSuccess: (data) => saveFile('my-account-data.json', 'application/json', JSON.stringify(data, null, 2)),
  });
  const signOut = async (scope: 'local' | 'global') => {
    await session.signOut(scope);
    onSignedOut(scope === 'local' ? accountCopy.signedOut : accountCopy.signedOutEverywhere);
  };
  return (
    <Stack gap="sm">
      <Heading level={2} size="md">
        Devices and data
      </Heading>
      <Stack direction="row" gap="sm" wrap>
        <Button variant="outline" onClick={() => void signOut('local')}>
          Sign out
        </Button>
        <Button variant="outline" onClick={() => void signOut('global')}>
          Sign out everywhere
        </Button>
        <Button variant="ghost" disabled={download.isPending} onClick={() => download.mutate()}>
          Download my data
        </Button>
      </Stack>
      {download.isError && <Alert>{download.error.message}</Alert>}
    </Stack>
  );
}

function SignedInAccount({
  user,
  accessToken,
  state,
  onSignedOut,
}: {
  user: UserProfile;
  accessToken: string;
  state: AccountPageState;
  onSignedOut: (notice: string) => void;
}) {
  const profileQuery = accountQueries.profile(user.id, accessToken);
  const me = useApiQuery(apiQueryOptions(profileQuery));
  // The session's copy until the service's own answers; then the latest, after each change.
  const profile = me.data ?? user;
  const sections = { profile, accessToken, profileKey: profileQuery.key };
  // Taken once from the page that led here: the guided set-up lasts until the password is set, and a
  // reload neither repeats the notice nor restarts the guide (the history entry forgets them).
  const [notice, setNotice] = useState(state.notice);
  const [bootstrap, setBootstrap] = useState(state.passwordSetupRequired === true && !user.hasPassword);
  const navigate = useNavigate();
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on arrival.
  useEffect(() => {
    if (state.notice || state.passwordSetupRequired) navigate('.', { replace: true, state: null });
  }, []);
  const twoStep = <TwoStepSignIn {...sections} bootstrap={bootstrap} />;
  return (
    <>
      {notice && !bootstrap && (
        <Alert key={notice} tone="success" takeFocus>
          {notice}
        </Alert>
      )}
      {bootstrap ? (
        <>
          <Alert tone="info" takeFocus>
            {accountCopy.bootstrapIntro}
          </Alert>
          {twoStep}
          {profile.mfaEnabled && (
            <ChangePassword
              {...sections}
              onChanged={() => {
                setBootstrap(false);
                setNotice(accountCopy.passwordSet);
              }}
            />
          )}
        </>
      ) : (
        <>
          <Card>
            <Stack gap="xs">
              <Heading level={2} size="md">
                {profile.displayName}
              </Heading>
              <Text data-testid="account-email">{profile.email}</Text>
              <Text size="sm" tone="muted">
                {profile.roles.length > 0 ? `Roles: ${profile.roles.join(', ')}` : 'No membership yet'}
              </Text>
            </Stack>
          </Card>
          <MembershipsAndPayments userId={profile.id} accessToken={accessToken} />
          <ChangeEmail {...sections} />
          <ChangePassword {...sections} />
          {twoStep}
          <DeleteAccount {...sections} onDeleted={() => onSignedOut(identityMessages.accountDeleted)} />
          <DevicesAndData {...sections} onSignedOut={onSignedOut} />
        </>
      )}
    </>
  );
}

/** `/account`: profile, memberships and payments, password, two-step sign-in, devices, and the account's data. */
export function AccountPage() {
  const session = useSession();
  const state = (useLocation().state as AccountPageState | null) ?? {};
  // Said on the signed-out page this visit shows next ("Signed out").
  const [signedOutNotice, setSignedOutNotice] = useState<string | null>(null);

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
        {signedOutNotice && (
          <Alert tone="success" takeFocus>
            {signedOutNotice}
          </Alert>
        )}
        <Text>{accountCopy.signInToSee}</Text>
        <div>
          <ButtonLink to={pathTo('/sign-in')}>Sign in</ButtonLink>
        </div>
      </AccountPageFrame>
    );
  }
  return (
    <AccountPageFrame heading={heading}>
      <SignedInAccount
        user={session.user}
        accessToken={session.accessToken}
        state={state}
        onSignedOut={setSignedOutNotice}
      />
    </AccountPageFrame>
  );
}
