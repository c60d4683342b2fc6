import {
  type EarlyAccessProduct,
  type EarlyAccessRequestInput,
  type EarlyAccessResponse,
  earlyAccessMessages,
  earlyAccessRequestSchema,
} from '@gbc/contracts/early-access';
import { Alert, useToast } from '@gbc/ui';
import { ApiError, logError, useApiMutation } from '@gbc/web-kit';
import { type DeferredFormLiveProps, withInitialValues } from '@gbc/web-kit/deferred-form';
import { emptyAsUndefined, useContractForm } from '@gbc/web-kit/forms';
import { useState } from 'react';
import { type EarlyAccessFieldName, EarlyAccessFields } from './EarlyAccessFields.js';

export interface EarlyAccessFormProps {
  product: EarlyAccessProduct;
  requestPath: string;
  /** Called once the request is stored: the gate closes and the page is granted for the visit. */
  onGranted: () => void;
}

const responseSchema = async () => (await import('@gbc/contracts/early-access')).earlyAccessResponseSchema;

const optionalFields = new Set<EarlyAccessFieldName>(['company', 'message']);

/**
 * The request form's live half, its own chunk with the form library and the schema: checked with the
 * schema the service enforces; on success the spec's toast and the page opens, on failure its toast.
 */
export default function EarlyAccessForm({
  product,
  requestPath,
  onGranted,
  initialValues,
}: EarlyAccessFormProps & DeferredFormLiveProps) {
  const { toast } = useToast();
  const [failed, setFailed] = useState(false);
  const sendRequest = useApiMutation<unknown, EarlyAccessResponse>({
    method: 'POST',
    path: requestPath,
    schema: responseSchema,
  });
  const emptyForm: Partial<EarlyAccessRequestInput> = {
    name: '',
    email: '',
    company: '',
    message: '',
    productPage: product,
  };

  const { form, field, submitting, onSubmit } = useContractForm(
    earlyAccessRequestSchema,
    withInitialValues(emptyForm, initialValues),
    async (body) => {
      setFailed(false);
      try {
        await sendRequest.mutateAsync({ ...body, productPage: product });
      } catch (error) {
        logError('early access request', error);
        // The service checks the same schema: its field messages show on their fields.
        if (error instanceof ApiError) {
          for (const [name, message] of Object.entries(error.fields ?? {})) {
            form.setError(name as EarlyAccessFieldName, { type: 'server', message });
          }
        }
        toast({ title: earlyAccessMessages.failed, variant: 'destructive' });
        setFailed(true);
        return;
      }
      toast({ title: earlyAccessMessages.succeeded, variant: 'success' });
      onGranted();
    },
    { errorContext: 'early access request' },
  );

  return (
    <EarlyAccessFields
      formProps={{ onSubmit }}
      field={(name) => field(name, optionalFields.has(name) ? emptyAsUndefined : undefined)}
      submitting={submitting}
      outcome={
        failed ? (
          <Alert tone="danger" takeFocus>
            {earlyAccessMessages.failed}
          </Alert>
        ) : null
      }
    />
  );
}
