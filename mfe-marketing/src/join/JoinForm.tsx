import {
  marketingApi,
  type NewsletterSubscribeResponse,
  newsletterJoinSchema,
  newsletterJoinSource,
} from '@gbc/contracts/marketing';
import { Alert, useToast } from '@gbc/ui';
import { ApiError, logError, useApiMutation } from '@gbc/web-kit';
import { type DeferredFormLiveProps, withInitialValues } from '@gbc/web-kit/deferred-form';
import { emptyAsUndefined, useContractForm } from '@gbc/web-kit/forms';
import { useState } from 'react';
import { joinFailed, joinToastMs, joinWelcome } from './content/join.js';
import { type JoinFieldName, JoinFields } from './JoinFields.js';

export interface JoinFormProps {
  /** Called once the service accepted the sign-up: the page shows its welcome view. */
  onJoined: () => void;
}

const responseSchema = async () =>
  (await import('@gbc/contracts/marketing')).newsletterSubscribeResponseSchema;

const optionalFields = new Set<JoinFieldName>(['name', 'metadata.organization']);

/**
 * The join form's live half, its own chunk with the form library and the schema: checked on submit,
 * then on every change, with the schema the service enforces (spec 1 §5); it subscribes through the
 * double opt-in with the join page as source.
 */
export default function JoinForm({ onJoined, initialValues }: JoinFormProps & DeferredFormLiveProps) {
  const { toast } = useToast();
  const [failed, setFailed] = useState(false);
  const joinRequest = useApiMutation<unknown, NewsletterSubscribeResponse>({
    method: 'POST',
    path: marketingApi.newsletter.join,
    schema: responseSchema,
  });

  const { form, field, submitting, onSubmit } = useContractForm(
    newsletterJoinSchema,
    withInitialValues(
      { email: '', name: '', metadata: { organization: '', interests: [], source: newsletterJoinSource } },
      initialValues,
    ),
    async (body) => {
      setFailed(false);
      try {
        await joinRequest.mutateAsync(body);
        toast({ title: joinWelcome, variant: 'success', durationMs: joinToastMs });
        onJoined();
      } catch (error) {
        logError('join form', error);
        if (error instanceof ApiError) {
          for (const [name, message] of Object.entries(error.fields ?? {})) {
            form.setError(name as JoinFieldName, { type: 'server', message });
          }
        }
        toast({ title: joinFailed, variant: 'destructive', durationMs: joinToastMs });
        setFailed(true);
      }
    },
  );

  return (
    <JoinFields
      formProps={{ onSubmit }}
      field={(name) => field(name, optionalFields.has(name) ? emptyAsUndefined : undefined)}
      submitting={submitting}
      outcome={
        failed ? (
          <Alert tone="danger" takeFocus>
            {joinFailed}
          </Alert>
        ) : null
      }
    />
  );
}
