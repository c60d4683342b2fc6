import { errorCodes, genericMessages } from '@gbc/contracts';
import { identityMessages } from '@gbc/contracts/identity';
import { Alert } from '@gbc/ui';
import { TextField } from '@gbc/ui/controls';
import { useEffect, useState } from 'react';
import type { DefaultValues, FieldValues, Path, RegisterOptions } from 'react-hook-form';
import type { z } from 'zod';
import { ApiError } from '../api-error.js';
import { logError } from '../log-error.js';
import { useStepUp } from './step-up.js';
import { useZodForm } from './zod-form.js';

export interface ContractFormOptions {
  /** Logged with every failure of `send`. */
  errorContext?: string;
}

/**
 * Every form of the site: `useZodForm` on the shared contract's schema (checked on submit, then on
 * every change), `send` for the write (a `useApiMutation`'s `mutateAsync`), the server's own field
 * messages when it refuses, one message for everything else, and a code when a sensitive change needs a
 * second factor (`stepUpField`, shown only then).
 */
export function useContractForm<Input extends FieldValues, Output extends FieldValues>(
  schema: z.ZodType<Output, Input>,
  defaultValues: DefaultValues<Input>,
  send: (body: Output) => Promise<void>,
  { errorContext = 'form' }: ContractFormOptions = {},
) {
  const form = useZodForm(schema, { defaultValues });
  const [failure, setFailure] = useState<string | null>(null);
  const [failureCode, setFailureCode] = useState<string | null>(null);
  // Not the form's isSubmitting, which is also true while validating: a field disabled by it could not
  // take the focus the form gives the first invalid field.
  const [submitting, setSubmitting] = useState(false);
  const stepUp = useStepUp();
  // The change waiting for a code, and the one to send again once the raised session is rendered.
  const [awaitingCode, setAwaitingCode] = useState<Output | null>(null);
  const [retry, setRetry] = useState<Output | null>(null);

  const fail = (error: unknown) => {
    logError(errorContext, error);
    const apiError = error instanceof ApiError ? error : null;
    const fieldMessages = Object.entries(apiError?.fields ?? {});
    for (const [name, message] of fieldMessages) {
      form.setError(name as Path<Input>, { type: 'server', message });
    }
    const message = apiError?.message ?? genericMessages.internal;
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
