import { Container, Heading, Section, Stack, Text } from '@gbc/ui';
import { ApiError, logError } from '@gbc/web-kit';
import { useZodForm } from '@gbc/web-kit/forms';
import type { FormEvent, ReactNode } from 'react';
import { useState } from 'react';
import type { DefaultValues, FieldValues, Path, RegisterOptions } from 'react-hook-form';
import { styled } from 'styled-components';
import type { z } from 'zod';

/** Optional fields: an empty box is "not given", as the contract's optional fields expect. */
export const emptyAsUndefined = { setValueAs: (value: string) => value || undefined };
/** Codes typed or pasted with spaces around them. */
export const trimmed = { setValueAs: (value: string) => value.trim() };

/**
 * The account forms: `useZodForm` on the shared contract's schema (checked on submit, then on every
 * change), the server's own field messages when it refuses, one message for everything else.
 */
export function useContractForm<Input extends FieldValues, Output extends FieldValues>(
  schema: z.ZodType<Output, Input>,
  defaultValues: DefaultValues<Input>,
  send: (body: Output) => Promise<void>,
) {
  const form = useZodForm(schema, { defaultValues });
  const [failure, setFailure] = useState<string | null>(null);
  // Not the form's isSubmitting, which is also true while validating (see NewsletterSignupForm).
  const [submitting, setSubmitting] = useState(false);
  const onSubmit = form.handleSubmit(async (body) => {
    setFailure(null);
    setSubmitting(true);
    try {
      await send(body);
    } catch (error) {
      logError('account form', error);
      const apiError = error instanceof ApiError ? error : null;
      for (const [name, message] of Object.entries(apiError?.fields ?? {})) {
        form.setError(name as Path<Input>, { type: 'server', message });
      }
      setFailure(apiError?.message ?? 'Something went wrong. Please try again.');
    } finally {
      setSubmitting(false);
    }
  });
  const errorOf = (name: Path<Input>) => form.getFieldState(name, form.formState).error?.message;
  /** A text field's props: registered with the form, with its message. */
  const field = (name: Path<Input>, options?: RegisterOptions<Input, Path<Input>>) => ({
    ...form.register(name, options),
    error: errorOf(name),
  });
  return { form, field, errorOf, failure, submitting, onSubmit };
}

const FormElement = styled.form`
  max-width: 28rem;
`;

export function AccountForm({
  label,
  onSubmit,
  failure,
  children,
}: {
  label: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  failure: string | null;
  children: ReactNode;
}) {
  return (
    <FormElement noValidate aria-label={label} onSubmit={onSubmit}>
      <Stack gap="md">
        {children}
        {failure && <Text role="alert">{failure}</Text>}
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
