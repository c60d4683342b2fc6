import { type EventEmailForm as EventEmailFormValues, eventEmailFormSchema } from '@gbc/contracts/marketing';
import { Alert, Button, Stack, theme } from '@gbc/ui';
import { TextField } from '@gbc/ui/controls';
import { useContractForm } from '@gbc/web-kit/forms';
import { styled } from 'styled-components';
import { eventsPage } from './content/events.js';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.sm};
`;

// Disables the field and the button together while sending.
const Fields = styled.fieldset`
  display: contents;
`;

export interface EventEmailFormProps {
  /** Names the form for assistive technology, e.g. "Confirmation for Global BCI Summit 2026". */
  label: string;
  submitLabel: string;
  /** Sends the address; resolves once the service accepted it, throws its refusal. */
  send: (values: EventEmailFormValues) => Promise<void>;
}

/**
 * The optional address under a signed-out visitor's confirmation, and the address More Info needs
 * signed out: validated with the schema the service enforces (on submit, then on change). Its own
 * chunk with the form library, loaded only once a press has shown it.
 */
export default function EventEmailForm({ label, submitLabel, send }: EventEmailFormProps) {
  const { field, submitting, onSubmit, failure } = useContractForm(
    eventEmailFormSchema,
    { email: '' },
    send,
    {
      errorContext: 'event e-mail form',
    },
  );
  return (
    <Form noValidate onSubmit={onSubmit} aria-label={label}>
      <Fields disabled={submitting}>
        <TextField
          label={eventsPage.actions.emailLabel}
          type="email"
          autoComplete="email"
          {...field('email')}
        />
        {failure ? <Alert>{failure}</Alert> : null}
        <Stack direction="row">
          <Button type="submit" variant="secondary">
            {submitting ? eventsPage.actions.sending : submitLabel}
          </Button>
        </Stack>
      </Fields>
    </Form>
  );
}
