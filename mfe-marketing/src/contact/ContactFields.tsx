import { contactInterestLabels, contactInterests } from '@gbc/contracts/marketing';
import { Button, Stack, theme } from '@gbc/ui';
import { Select, TextArea, TextField } from '@gbc/ui/controls';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { styled } from 'styled-components';
import { contactFormLabels } from './content/contact.js';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.md};
`;

const interestOptions = contactInterests.map((value) => ({ value, label: contactInterestLabels[value] }));

export type ContactFieldName = 'name' | 'email' | 'organization' | 'interest' | 'subject' | 'message';

/** A field's props: its name alone in the placeholder, the form library's (with its message) when live. */
export type ContactFieldProps = (
  name: ContactFieldName,
) => { name: string; error?: string | undefined } & Record<string, unknown>;

export interface ContactFieldsProps {
  formProps: ComponentPropsWithRef<'form'>;
  field: ContactFieldProps;
  /** From `/contact?subject=`: shown read-only above the message and sent with it. */
  subject: string | null;
  submitting: boolean;
  outcome?: ReactNode;
}

/** The contact form's markup, the same in the server-rendered placeholder and in the live form. */
export function ContactFields({ formProps, field, subject, submitting, outcome }: ContactFieldsProps) {
  return (
    <Form {...formProps} noValidate aria-label={contactFormLabels.form}>
      <TextField label={contactFormLabels.name} autoComplete="name" aria-required="true" {...field('name')} />
      <TextField
        label={contactFormLabels.email}
        type="email"
        autoComplete="email"
        aria-required="true"
        {...field('email')}
      />
      <TextField
        label={contactFormLabels.organization}
        autoComplete="organization"
        {...field('organization')}
      />
      <Select label={contactFormLabels.interest} options={interestOptions} {...field('interest')} />
      {subject !== null ? (
        <TextField label={contactFormLabels.subject} readOnly defaultValue={subject} {...field('subject')} />
      ) : null}
      <TextArea label={contactFormLabels.message} rows={6} aria-required="true" {...field('message')} />
      <Stack direction="row">
        <Button type="submit" disabled={submitting}>
          {submitting ? contactFormLabels.sending : contactFormLabels.send}
        </Button>
      </Stack>
      {outcome}
    </Form>
  );
}
