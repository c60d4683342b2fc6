import {
  earlyAccessInterestLabels,
  earlyAccessInterestLevels,
  earlyAccessMessages,
} from '@gbc/contracts/early-access';
import { Button, theme } from '@gbc/ui';
import { Select, TextArea, TextField } from '@gbc/ui/controls';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { styled } from 'styled-components';
import { earlyAccessCopy } from './content.js';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.md};
`;

const interestOptions = earlyAccessInterestLevels.map((value) => ({
  value,
  label: earlyAccessInterestLabels[value],
}));

export type EarlyAccessFieldName = 'name' | 'email' | 'company' | 'interestLevel' | 'message';

/** A field's props: its name alone in the placeholder, the form library's (with its message) when live. */
export type EarlyAccessFieldProps = (
  name: EarlyAccessFieldName,
) => { name: string; error?: string | undefined } & Record<string, unknown>;

export interface EarlyAccessFieldsProps {
  formProps: ComponentPropsWithRef<'form'>;
  field: EarlyAccessFieldProps;
  submitting: boolean;
  outcome?: ReactNode;
}

/** The request form's markup, the same in the placeholder and in the live form (spec 2 §3, §5). */
export function EarlyAccessFields({ formProps, field, submitting, outcome }: EarlyAccessFieldsProps) {
  return (
    <Form {...formProps} noValidate aria-label={earlyAccessCopy.formLabel}>
      <TextField
        label={earlyAccessCopy.name}
        autoComplete="name"
        aria-required="true"
        disabled={submitting}
        {...field('name')}
      />
      <TextField
        label={earlyAccessCopy.email}
        type="email"
        autoComplete="email"
        aria-required="true"
        disabled={submitting}
        {...field('email')}
      />
      <TextField
        label={earlyAccessCopy.company}
        autoComplete="organization"
        disabled={submitting}
        {...field('company')}
      />
      <Select
        label={earlyAccessCopy.interestLevel}
        placeholder={earlyAccessCopy.interestPlaceholder}
        options={interestOptions}
        aria-required="true"
        disabled={submitting}
        {...field('interestLevel')}
      />
      <TextArea label={earlyAccessCopy.message} rows={4} disabled={submitting} {...field('message')} />
      <Button type="submit" disabled={submitting}>
        {submitting ? earlyAccessMessages.submitting : earlyAccessMessages.submit}
      </Button>
      {outcome}
    </Form>
  );
}
