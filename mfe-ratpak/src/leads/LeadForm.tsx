import type { LeadReceived } from '@gbc/contracts/ratpak';
import { leadMessages } from '@gbc/contracts/ratpak';
import { Alert, useToast } from '@gbc/ui';
import { useApiMutation } from '@gbc/web-kit';
import { withInitialValues } from '@gbc/web-kit/deferred-form';
import { useContractForm } from '@gbc/web-kit/forms';
import { useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { type LeadFieldSpec, LeadFields } from './LeadFields.js';

export interface LeadFormProps<Input extends FieldValues, Output extends FieldValues> {
  schema: z.ZodType<Output, Input>;
  emptyValues: Input;
  initialValues: Record<string, unknown>;
  path: string;
  label: string;
  fields: readonly LeadFieldSpec[];
  submitLabel: string;
  submittingLabel: string;
  errorContext: string;
}

const responseSchema = async () => (await import('@gbc/contracts/ratpak')).leadReceivedSchema;

type Outcome = { tone: 'success' | 'danger'; text: string } | null;

/**
 * The live half of both lead forms, in each form's own chunk with the form library and its schema:
 * checked with the schema the service enforces (consent included: unticked, nothing is sent), the
 * submitting label while sending, then the service's success text (form cleared) or the spec's failure
 * text, as a toast and under the button.
 */
export function LeadForm<Input extends FieldValues, Output extends FieldValues>({
  schema,
  emptyValues,
  initialValues,
  path,
  label,
  fields,
  submitLabel,
  submittingLabel,
  errorContext,
}: LeadFormProps<Input, Output>) {
  const { toast } = useToast();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const sendLead = useApiMutation<Output, LeadReceived>({ method: 'POST', path, schema: responseSchema });

  const { form, field, submitting, onSubmit } = useContractForm(
    schema,
    withInitialValues(emptyValues, initialValues) as Parameters<typeof useContractForm<Input, Output>>[1],
    async (body) => {
      setOutcome(null);
      try {
        const { message } = await sendLead.mutateAsync(body);
        toast({ title: message, variant: 'success' });
        form.reset(emptyValues);
        setOutcome({ tone: 'success', text: message });
      } catch (error) {
        toast({ title: leadMessages.failed, variant: 'destructive' });
        setOutcome({ tone: 'danger', text: leadMessages.failed });
        // The form hook logs it and puts the service's field messages on their fields.
        throw error;
      }
    },
    { errorContext },
  );

  return (
    <LeadFields
      label={label}
      fields={fields}
      formProps={{ onSubmit }}
      field={(name) => field(name as Parameters<typeof field>[0])}
      submitting={submitting}
      submitLabel={submitLabel}
      submittingLabel={submittingLabel}
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
