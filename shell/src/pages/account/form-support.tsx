import { errorCodes } from '@gbc/contracts';
import { identityApi, identityMessages, type SessionResponse } from '@gbc/contracts/identity';
import { Alert, Container, Heading, Section, Stack, TextField } from '@gbc/ui';
import { ApiError, logError, useApiMutation, useSession } from '@gbc/web-kit';
import { useZodForm } from '@gbc/web-kit/forms';
import type { FormEvent, ReactNode } from 'react';
import { useEffect, useState } from 'react';
import type { DefaultValues, FieldValues, Path, RegisterOptions } from 'react-hook-form';
import { styled } from 'styled-components';
import type { z } from 'zod';
import { accountCopy } from './account-copy.js';

/** Optional fields: an empty box is "not given", as the contract's optional fields expect. */
export const emptyAsUndefined = { setValueAs: (value: string) => value || undefined };
/** Codes typed or pasted with spaces around them. */
export const trimmed = { setValueAs: (value: string) => value.trim() };
/** Optional codes: trimmed, and an empty box is "not given". */
export const trimmedOrUndefined = { setValueAs: (value: string) => value.trim() || undefined };

const sessionSchema = async () => (await import('@gbc/contracts/identity')).sessionResponseSchema;

/**
 * Step-up for sensitive changes: when the service answers `MFA_REQUIRED` (an account with an
 * authenticator app, signed in without a code in this session), the form asks for a code, raises the
 * session to aal2 with it, and then sends the change again.
 */
function useStepUp() {
  const session = useSession();
  const verify = useApiMutation<{ code: string }, SessionResponse>({
    method: 'POST',
    path: identityApi.mfaVerify,
    schema: sessionSchema,
    accessToken: session.accessToken,
    errorContext: 'step-up code',
  });
  const [code, setCode] = useState('');
  return {
    code,
    setCode,
    /** Raises this session with the typed code; the caller retries once the new session is rendered. */
    async raise() {
      session.signIn(await verify.mutateAsync({ code: code.trim() }));
      setCode('');
    },
    raised: session.aal === 'aal2',
  };
}

/**
 * The account forms: `useZodForm` on the shared contract's schema (checked on submit, then on every
 * change), the server's own field messages when it refuses, one message for everything else, and a
 * code when a sensitive change needs a second factor.
 */
export function useContractForm<Input extends FieldValues, Output extends FieldValues>(
  schema: z.ZodType<Output, Input>,
  defaultValues: DefaultValues<Input>,
  send: (body: Output) => Promise<void>,
) {
  const form = useZodForm(schema, { defaultValues });
  const [failure, setFailure] = useState<string | null>(null);
  const [failureCode, setFailureCode] = useState<string | null>(null);
  // Not the form's isSubmitting, which is also true while validating (see NewsletterSignupForm).
  const [submitting, setSubmitting] = useState(false);
  const stepUp = useStepUp();
  // The change waiting for a code, and the one to send again once the raised session is rendered.
  const [awaitingCode, setAwaitingCode] = useState<Output | null>(null);
  const [retry, setRetry] = useState<Output | null>(null);

  const fail = (error: unknown) => {
    logError('account form', error);
    const apiError = error instanceof ApiError ? error : null;
    const fieldMessages = Object.entries(apiError?.fields ?? {});
    for (const [name, message] of fieldMessages) {
      form.setError(name as Path<Input>, { type: 'server', message });
    }
    const message = apiError?.message ?? accountCopy.somethingWentWrong;
    // A message already shown on its field is not repeated above the button.
    setFailure(fieldMessages.some(([, text]) => text === message) ? null : message);
    setFailureCode(apiError?.code ?? null);
  };

  const run = async (body: Output) => {
    setFailure(null);
    setFailureCode(null);
    setSubmitting(true);
    try {
      await send(body);
      setAwaitingCode(null);
    } catch (error) {
      if (error instanceof ApiError && error.code === errorCodes.mfaRequired) setAwaitingCode(body);
      else fail(error);
    } finally {
      setSubmitting(false);
    }
  };

  const onSubmit = form.handleSubmit(async (body) => {
    if (!awaitingCode) return run(body);
    setFailure(null);
    setSubmitting(true);
    try {
      await stepUp.raise();
      setRetry(body);
    } catch (error) {
      fail(error);
    } finally {
      setSubmitting(false);
    }
  });

  // Sent again only once the aal2 session is rendered, so the write carries its new access token.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `run` is new each render; the retry and the session's level decide.
  useEffect(() => {
    if (!retry || !stepUp.raised) return;
    setRetry(null);
    void run(retry);
  }, [retry, stepUp.raised]);

  const errorOf = (name: Path<Input>) => form.getFieldState(name, form.formState).error?.message;
  /** A text field's props: registered with the form, with its message. */
  const field = (name: Path<Input>, options?: RegisterOptions<Input, Path<Input>>) => ({
    ...form.register(name, options),
    error: errorOf(name),
  });
  const stepUpField = awaitingCode ? (
    <>
      <Alert tone="info">{identityMessages.mfaRequired}</Alert>
      <TextField
        label="6-digit code from your authenticator app"
        inputMode="numeric"
        autoComplete="one-time-code"
        value={stepUp.code}
        onChange={(event) => stepUp.setCode(event.target.value)}
      />
    </>
  ) : null;
  return {
    form,
    field,
    errorOf,
    failure,
    failureCode,
    submitting: submitting || retry !== null,
    onSubmit,
    stepUpField,
  };
}

export type ContractForm = Pick<ReturnType<typeof useContractForm>, 'onSubmit' | 'failure' | 'stepUpField'>;

const FormElement = styled.form`
  max-width: 28rem;
`;

/**
 * An account form: its fields, then the code a sensitive change may ask for, then the buttons
 * (`actions`), and the failure in the ui kit's alert below them.
 */
export function AccountForm({
  label,
  form,
  onSubmit = form.onSubmit,
  children,
  actions,
}: {
  label: string;
  form: ContractForm;
  /** Instead of the form's own submit (the sign-in link form sends the address typed above). */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
  actions: ReactNode;
}) {
  return (
    // POST: a submit that beats the scripts (the button waits for hydration, but belts and braces) must
    // never put an address or a password into a URL, where logs and history would keep it.
    <FormElement method="post" noValidate aria-label={label} onSubmit={onSubmit}>
      <Stack gap="md">
        {children}
        {form.stepUpField}
        {actions}
        {form.failure && <Alert>{form.failure}</Alert>}
      </Stack>
    </FormElement>
  );
}

/** The frame of every account page: a section with the page's heading. */
export function AccountPageFrame({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <Section>
      <Container>
        <Stack gap="lg">
          <Heading level={1} size="xl">
            {heading}
          </Heading>
          {children}
        </Stack>
      </Container>
    </Section>
  );
}
