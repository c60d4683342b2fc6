import { Button, Stack, theme } from '@gbc/ui';
import { TextField } from '@gbc/ui/controls';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { styled } from 'styled-components';
import { siteAuditFormLabels } from './content/site-audit.js';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.md};
`;

export interface SiteAuditFieldsProps {
  formProps: ComponentPropsWithRef<'form'>;
  /** The URL field's props: its name and starting value in the placeholder, the form library's when live. */
  urlField: { name: string; error?: string | undefined } & Record<string, unknown>;
  /** A run is under way (or being started): the button says so and waits. */
  busy: boolean;
  outcome?: ReactNode;
}

/** The audit form's markup, the same in the server-rendered placeholder and in the live form. */
export function SiteAuditFields({ formProps, urlField, busy, outcome }: SiteAuditFieldsProps) {
  return (
    <Form {...formProps} noValidate aria-label={siteAuditFormLabels.form}>
      <TextField
        label={siteAuditFormLabels.url}
        hint={siteAuditFormLabels.urlHint}
        type="url"
        inputMode="url"
        autoComplete="url"
        aria-required="true"
        {...urlField}
      />
      <Stack direction="row">
        <Button type="submit" disabled={busy}>
          {busy ? siteAuditFormLabels.submitting : siteAuditFormLabels.submit}
        </Button>
      </Stack>
      {outcome}
    </Form>
  );
}
