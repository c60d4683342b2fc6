import { newsletterConsentText } from '@gbc/contracts/marketing';
import { Button, Stack, Text, theme } from '@gbc/ui';
import { TextField } from '@gbc/ui/controls';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { styled } from 'styled-components';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.sm};
`;

// Disables the field and the button together while sending, without the form library's involvement.
const Fields = styled.fieldset`
  display: contents;
`;

export interface NewsletterFieldsProps {
  formProps: ComponentPropsWithRef<'form'>;
  /** The e-mail field's props: its name alone in the placeholder, the form library's in the live form. */
  emailField: ComponentPropsWithRef<'input'> & { name: string; error?: string | undefined };
  submitting: boolean;
  /** Accessible name of the form (each form on a page needs its own). */
  label: string;
  outcome?: ReactNode;
}

/** The sign-up's markup, the same in the server-rendered placeholder and in the live form. */
export function NewsletterFields({
  formProps,
  emailField,
  submitting,
  label,
  outcome,
}: NewsletterFieldsProps) {
  return (
    <Form {...formProps} noValidate aria-label={label}>
      <Fields disabled={submitting}>
        <TextField label="Email address" type="email" autoComplete="email" {...emailField} />
        <Text size="sm" tone="muted">
          {newsletterConsentText}
        </Text>
        <Stack direction="row">
          <Button type="submit">{submitting ? 'Subscribing…' : 'Subscribe'}</Button>
        </Stack>
        {outcome}
      </Fields>
    </Form>
  );
}

/** The accessible name of the sign-up form unless the page gives another. */
export const newsletterFormLabel = 'Newsletter sign-up';
