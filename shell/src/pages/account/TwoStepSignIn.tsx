import {
  identityApi,
  identityMessages,
  type SessionResponse,
  sessionResponseSchema,
  type TotpConfirmResponse,
  type TotpEnrolResponse,
  totpConfirmRequestSchema,
  totpConfirmResponseSchema,
  totpDisableRequestSchema,
  totpEnrolResponseSchema,
  type UserProfile,
} from '@gbc/contracts/identity';
import { Alert, Button, Heading, List, Stack, Text } from '@gbc/ui';
import { TextField } from '@gbc/ui/controls';
import { copyText, logError, useApiMutation } from '@gbc/web-kit';
import { trimmed, useContractForm } from '@gbc/web-kit/forms';
import { useSession } from '@gbc/web-kit/session';
import type { QueryKey } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useId, useState } from 'react';
import { styled } from 'styled-components';
import { AccountForm } from './AccountForm.js';
import { accountCopy } from './account-copy.js';
import { SecondFactorFields } from './SecondFactorFields.js';
import { saveFile } from './save-file.js';

const TotpQrCode = lazy(() => import('./TotpQrCode.js'));

/** "JBSW Y3DP EHPK 3PXP": the key in groups of four, easier to read out and type. */
export const groupedKey = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

const Key = styled.code`
  display: inline-block;
  font-size: 1.125rem;
  letter-spacing: 0.05em;
  word-spacing: 0.25em;
  overflow-wrap: anywhere;
`;

const RecoveryList = styled(List)`
  font-family: ui-monospace, monospace;
`;

interface SectionProps {
  profile: UserProfile;
  accessToken: string;
  /** The profile query, refetched after each change. */
  profileKey: QueryKey;
  /** An admin bootstrap session: say what comes after enrolment (choosing a password). */
  bootstrap: boolean;
}

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <Stack gap="sm">
      <Alert tone="success" title={accountCopy.totpOn} takeFocus>
        {accountCopy.recoveryCodesOnce}
      </Alert>
      <RecoveryList gap="xs" aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </RecoveryList>
      <Stack direction="row" gap="sm" wrap>
        <Button
          variant="outline"
          onClick={() => saveFile('gbc-recovery-codes.txt', 'text/plain', `${codes.join('\n')}\n`)}
        >
          Download as a .txt file
        </Button>
        <Button onClick={onDone}>I have saved them</Button>
      </Stack>
    </Stack>
  );
}

function Enrolment({
  enrolment,
  accessToken,
  profileKey,
  onConfirmed,
}: {
  enrolment: TotpEnrolResponse;
  accessToken: string;
  profileKey: QueryKey;
  onConfirmed: (answer: TotpConfirmResponse) => void;
}) {
  const [copied, setCopied] = useState(false);
  const confirm = useApiMutation<unknown, TotpConfirmResponse>({
    method: 'POST',
    path: identityApi.totpConfirm,
    schema: totpConfirmResponseSchema,
    accessToken,
    invalidates: [profileKey],
  });
  const form = useContractForm(totpConfirmRequestSchema, { code: '' }, async (body) => {
    onConfirmed(await confirm.mutateAsync(body));
  });
  return (
    <Stack gap="md">
      <Heading level={3} size="sm">
        1. Scan the QR code with your authenticator app
      </Heading>
      <Suspense fallback={<Text role="status">Drawing the QR code...</Text>}>
        <TotpQrCode uri={enrolment.otpauthUri} />
      </Suspense>
      <Text>Or type this key into the app:</Text>
      <Stack direction="row" gap="sm" wrap>
        <Key data-testid="totp-key">{groupedKey(enrolment.secret)}</Key>
        <Button
          variant="ghost"
          size="sm"
          onClick={() =>
            copyText(enrolment.secret).then(
              () => setCopied(true),
              (error: unknown) => logError('copy key', error),
            )
          }
        >
          {copied ? 'Copied' : 'Copy key'}
        </Button>
      </Stack>
      <Heading level={3} size="sm">
        2. Enter the code the app shows
      </Heading>
      <AccountForm
        label="Confirm your authenticator app"
        form={form}
        actions={
          <div>
            <Button type="submit" disabled={form.submitting}>
              Confirm
            </Button>
          </div>
        }
      >
        <TextField
          label="6-digit code"
          inputMode="numeric"
          autoComplete="one-time-code"
          {...form.field('code', trimmed)}
        />
      </AccountForm>
    </Stack>
  );
}

function TurnOff({
  accessToken,
  profileKey,
  onTurnedOff,
}: {
  accessToken: string;
  profileKey: QueryKey;
  onTurnedOff: () => void;
}) {
  const session = useSession();
  const disable = useApiMutation<unknown, SessionResponse>({
    method: 'POST',
    path: identityApi.totpDisable,
    schema: sessionResponseSchema,
    accessToken,
    invalidates: [profileKey],
  });
  const form = useContractForm(totpDisableRequestSchema, {}, async (body) => {
    // The session, lowered to aal1, with the profile that says "off".
    session.signIn(await disable.mutateAsync(body));
    onTurnedOff();
  });
  return (
    <AccountForm
      label="Turn off two-step sign-in"
      form={form}
      actions={
        <div>
          <Button type="submit" variant="outline" disabled={form.submitting}>
            Turn off two-step sign-in
          </Button>
        </div>
      }
    >
      <Text>To turn it off, enter a code from your authenticator app or a recovery code.</Text>
      <SecondFactorFields contractForm={form} />
    </AccountForm>
  );
}

/**
 * Two-step sign-in: set-up with a QR code (or the key in groups), the recovery codes once with a
 * download, then an "on" state that can be turned off with a code.
 */
export function TwoStepSignIn({ profile, accessToken, profileKey, bootstrap }: SectionProps) {
  const session = useSession();
  const headingId = useId();
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [turnedOff, setTurnedOff] = useState(false);
  const enrol = useApiMutation<undefined, TotpEnrolResponse>({
    method: 'POST',
    path: identityApi.totpEnrol,
    schema: totpEnrolResponseSchema,
    accessToken,
    errorContext: 'authenticator enrolment',
  });

  let body: ReactNode;
  if (recoveryCodes) {
    body = <RecoveryCodes codes={recoveryCodes} onDone={() => setRecoveryCodes(null)} />;
  } else if (profile.mfaEnabled) {
    body = (
      <>
        <Alert tone="success">{accountCopy.totpOn}</Alert>
        <TurnOff
          accessToken={accessToken}
          profileKey={profileKey}
          onTurnedOff={() => {
            enrol.reset();
            setTurnedOff(true);
          }}
        />
      </>
    );
  } else if (enrol.data) {
    body = (
      <Enrolment
        enrolment={enrol.data}
        accessToken={accessToken}
        profileKey={profileKey}
        onConfirmed={(answer) => {
          setRecoveryCodes(answer.recoveryCodes);
          session.signIn(answer.session);
        }}
      />
    );
  } else {
    body = (
      <>
        {turnedOff && (
          <Alert tone="success" takeFocus>
            {identityMessages.mfaDisabled}
          </Alert>
        )}
        <Text>
          {bootstrap
            ? 'Admin pages need a code from an authenticator app. Set one up now.'
            : 'Sign in with your password and a code from an authenticator app on your phone. Admin pages require it.'}
        </Text>
        <div>
          <Button variant="outline" disabled={enrol.isPending} onClick={() => enrol.mutate(undefined)}>
            Set up an authenticator app
          </Button>
        </div>
        {enrol.isError && <Alert>{enrol.error.message}</Alert>}
      </>
    );
  }
  return (
    <section aria-labelledby={headingId}>
      <Stack gap="md">
        <Heading level={2} size="md" id={headingId}>
          Two-step sign-in
        </Heading>
        {body}
      </Stack>
    </section>
  );
}
