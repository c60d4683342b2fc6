import {
  newsletterConsentText,
  newsletterInterestLabels,
  newsletterInterests,
} from '@gbc/contracts/marketing';
import { Button, Stack, theme } from '@gbc/ui';
import { Checkbox, FieldErrorText, TextField } from '@gbc/ui/controls';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { styled } from 'styled-components';
import { joinFormLabels } from './content/join.js';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.md};
`;

const Group = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.sm};
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    margin-bottom: ${theme.space.sm};
    padding: 0;
    font-weight: 600;
    font-size: ${theme.fontSizes.sm};
  }
`;

export type JoinFieldName = 'email' | 'name' | 'metadata.organization' | 'metadata.interests' | 'consent';

/** A field's props: its name alone in the placeholder, the form library's (with its message) when live. */
export type JoinFieldProps = (
  name: JoinFieldName,
) => { name: string; error?: string | undefined } & Record<string, unknown>;

export interface JoinFieldsProps {
  formProps: ComponentPropsWithRef<'form'>;
  field: JoinFieldProps;
  submitting: boolean;
  outcome?: ReactNode;
}

/** The join form's markup, the same in the server-rendered placeholder and in the live form. */
export function JoinFields({ formProps, field, submitting, outcome }: JoinFieldsProps) {
  // In the order shown: the form library focuses the first invalid field in the order fields registered.
  const email = field('email');
  const name = field('name');
  const organization = field('metadata.organization');
  const { error: interestsError, ...interests } = field('metadata.interests');
  const consent = field('consent');
  return (
    <Form {...formProps} noValidate aria-label={joinFormLabels.form}>
      <TextField
        label={joinFormLabels.email}
        type="email"
        autoComplete="email"
        aria-required="true"
        {...email}
      />
      <TextField label={joinFormLabels.name} autoComplete="name" {...name} />
      <TextField label={joinFormLabels.organization} autoComplete="organization" {...organization} />
      <Group aria-describedby={interestsError ? 'join-interests-error' : undefined}>
        <legend>{joinFormLabels.interests}</legend>
        {newsletterInterests.map((interest) => (
          <Checkbox
            key={interest}
            label={newsletterInterestLabels[interest]}
            value={interest}
            {...interests}
          />
        ))}
        {interestsError ? <FieldErrorText id="join-interests-error">{interestsError}</FieldErrorText> : null}
      </Group>
      <Checkbox
        label={joinFormLabels.consent}
        hint={newsletterConsentText}
        aria-required="true"
        {...consent}
      />
      <Stack direction="row">
        <Button type="submit" disabled={submitting}>
          {submitting ? joinFormLabels.submitting : joinFormLabels.submit}
        </Button>
      </Stack>
      {outcome}
    </Form>
  );
}
