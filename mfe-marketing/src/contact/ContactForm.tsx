import {
  type ContactMessageInput,
  type ContactResponse,
  contactMessageSchema,
  contactMessages,
  defaultContactInterest,
  marketingApi,
} from '@gbc/contracts/marketing';
import { Alert, useToast } from '@gbc/ui';
import { ApiError, logError, useApiMutation } from '@gbc/web-kit';
import { type DeferredFormLiveProps, withInitialValues } from '@gbc/web-kit/deferred-form';
import { emptyAsUndefined, useContractForm } from '@gbc/web-kit/forms';
import { useState } from 'react';
import { type ContactFieldName, ContactFields } from './ContactFields.js';

export interface ContactFormProps {
  subject: string | null;
}

const responseSchema = async () => (await import('@gbc/contracts/marketing')).contactResponseSchema;

/** Optional fields: an empty box is "not given". */
const optionalFields = new Set<ContactFieldName>(['organization', 'subject']);

type Outcome = { tone: 'success' | 'danger'; text: string } | null;

/**
 * The contact form's live half, its own chunk with the form library and the schema: checked with the
 * schema the service enforces, a loading toast while sending, then the spec's success or failure toast
 * (spec 1 §4, §8); on success the form is reset.
 */
export default function ContactForm({ subject, initialValues }: ContactFormProps & DeferredFormLiveProps) {
  const { toast, dismiss } = useToast();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const sendRequest = useApiMutation<unknown, ContactResponse>({
    method: 'POST',
    path: marketingApi.contact.send,
    schema: responseSchema,
  });
  const emptyForm: ContactMessageInput = {
    name: '',
    email: '',
    organization: '',
    interest: defaultContactInterest,
    message: '',
    ...(subject !== null ? { subject } : {}),
  };

  const { form, field, submitting, onSubmit } = useContractForm(
    contactMessageSchema,
    withInitialValues(emptyForm, initialValues),
    async (body) => {
      setOutcome(null);
      const sending = toast({ title: contactMessages.sending, variant: 'loading' });
      try {
        await sendRequest.mutateAsync(body);
        toast({ title: contactMessages.sent, variant: 'success' });
        form.reset(emptyForm);
        setOutcome({ tone: 'success', text: contactMessages.sent });
      } catch (error) {
        logError('contact form', error);
        // The service's own field messages (it checks the same schema) show on their fields.
        if (error instanceof ApiError) {
          for (const [name, message] of Object.entries(error.fields ?? {})) {
            form.setError(name as ContactFieldName, { type: 'server', message });
          }
        }
        toast({ title: contactMessages.failed, variant: 'destructive' });
        setOutcome({ tone: 'danger', text: contactMessages.failed });
      } finally {
        dismiss(sending);
      }
    },
    { errorContext: 'contact form' },
  );

  return (
    <ContactFields
      formProps={{ onSubmit }}
      field={(name) => field(name, optionalFields.has(name) ? emptyAsUndefined : undefined)}
      subject={subject}
      submitting={submitting}
      outcome={
        outcome ? (
          <Alert tone={outcome.tone} takeFocus>
            {outcome.text}
          </Alert>
        ) : null
      }
    />
  );
}
