import { Alert, Stack } from '@gbc/ui';
import type { ContractForm } from '@gbc/web-kit/forms';
import type { FormEvent, ReactNode } from 'react';
import { styled } from 'styled-components';

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
