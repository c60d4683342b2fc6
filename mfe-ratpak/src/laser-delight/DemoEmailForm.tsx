import {
  type DemoEmailForm as DemoEmailFormValues,
  demoEmailFormSchema,
  demoMessages,
} from '@gbc/contracts/ratpak';
import { Alert, Button, Stack, theme } from '@gbc/ui';
import { TextField } from '@gbc/ui/controls';
import { useContractForm } from '@gbc/web-kit/forms';
import { styled } from 'styled-components';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.sm};
`;

// Disables the field and the button together while sending.
const Fields = styled.fieldset`
  display: contents;
`;

export interface DemoEmailFormProps {
  /** Sends the address; resolves once the service accepted it, throws its refusal. */
  send: (values: DemoEmailFormValues) => Promise<void>;
}

/**
 * The optional address under a signed-out booking's confirmation, checked with the schema the service
 * enforces. Its own chunk with the form library, loaded only once a booking has shown it.
 */
export default function DemoEmailForm({ send }: DemoEmailFormProps) {
  const { field, submitting, onSubmit, failure } = useContractForm(demoEmailFormSchema, { email: '' }, send, {
    errorContext: 'demo confirmation address',
  });
  return (
    <Form noValidate onSubmit={onSubmit} aria-label={demoMessages.emailLabel}>
      <Fields disabled={submitting}>
        <TextField label={demoMessages.emailLabel} type="email" autoComplete="email" {...field('email')} />
        {failure ? <Alert>{failure}</Alert> : null}
        <Stack direction="row">
          <Button type="submit" variant="secondary">
            {submitting ? demoMessages.sending : demoMessages.sendConfirmation}
          </Button>
        </Stack>
      </Fields>
    </Form>
  );
}
