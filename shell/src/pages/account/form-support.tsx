import { Container, Heading, Section, Stack, Text } from '@gbc/ui';
import { ApiError, logError } from '@gbc/web-kit';
import type { FormEvent, ReactNode } from 'react';
import { useState } from 'react';
import { styled } from 'styled-components';
import type { ZodType } from 'zod';

export type FieldErrors = Record<string, string>;

/** The first message per field of a failed parse, as the service would report them. */
export function fieldErrorsOf(issues: readonly { path: PropertyKey[]; message: string }[]): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? 'form');
    fields[key] ??= issue.message;
  }
  return fields;
}

export interface FormState {
  errors: FieldErrors;
  /** A message for the whole form (the server's, or the network's). */
  failure: string | null;
  submitting: boolean;
}

/**
 * Validate-then-send for the account forms: the shared contract's schema on submit, the server's
 * own field messages when it refuses, one message for everything else.
 */
export function useContractForm<T>(schema: ZodType<T>, send: (body: T) => Promise<void>) {
  const [state, setState] = useState<FormState>({ errors: {}, failure: null, submitting: false });
  const submit = (values: unknown) => async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = schema.safeParse(values);
    if (!parsed.success) {
      setState({ errors: fieldErrorsOf(parsed.error.issues), failure: null, submitting: false });
      return;
    }
    setState({ errors: {}, failure: null, submitting: true });
    try {
      await send(parsed.data);
      setState({ errors: {}, failure: null, submitting: false });
    } catch (error) {
      logError('account form', error);
      const apiError = error instanceof ApiError ? error : null;
      setState({
        errors: apiError?.fields ?? {},
        failure: apiError?.message ?? 'Something went wrong. Please try again.',
        submitting: false,
      });
    }
  };
  return { ...state, submit };
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
