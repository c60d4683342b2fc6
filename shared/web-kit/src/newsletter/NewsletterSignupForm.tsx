import {
  marketingApi,
  type NewsletterSubscribeResponse,
  newsletterMessages,
  newsletterSubscribeResponseSchema,
  newsletterSubscribeSchema,
  newsletterToastMs,
} from '@gbc/contracts/marketing';
import { Text, useToast } from '@gbc/ui';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useApiMutation } from '../api-mutation.js';
import { type DeferredFormLiveProps, withInitialValues } from '../deferred-form.js';
import { useContractForm } from '../forms/contract-form.js';
import { logError } from '../log-error.js';
import { NewsletterFields } from './NewsletterFields.js';
import { newsletterFailureMessage } from './newsletter-failure-message.js';

/** The form's own field; the page it is sent from is added at submit. */
const emailFieldSchema = newsletterSubscribeSchema.pick({ email: true });

export interface NewsletterSignupFormProps {
  label: string;
}

/**
 * The newsletter sign-up of the footer and the contact page: validated with the schema the marketing
 * service enforces (on submit, then on change), field disabled while sending and cleared on success
 * (spec 1 §4, §5, §8). Its own chunk with the form library, loaded on the first interaction.
 */
export default function NewsletterSignupForm({
  label,
  initialValues,
}: NewsletterSignupFormProps & DeferredFormLiveProps) {
  const { pathname } = useLocation();
  const { toast } = useToast();
  const subscribeRequest = useApiMutation<unknown, NewsletterSubscribeResponse>({
    method: 'POST',
    path: marketingApi.newsletter.subscribe,
    schema: newsletterSubscribeResponseSchema,
  });
  // The outcome stays under the form after its toast closes, and takes focus: the disabled button
  // cannot keep it, and it must not fall to <body>.
  const [outcome, setOutcome] = useState<string | null>(null);
  const outcomeRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (outcome) outcomeRef.current?.focus();
  }, [outcome]);

  // Failures are answered here (toast and outcome), so the form itself never shows one.
  const { form, field, submitting, onSubmit } = useContractForm(
    emailFieldSchema,
    withInitialValues({ email: '' }, initialValues),
    async ({ email }) => {
      setOutcome(null);
      try {
        const answer = await subscribeRequest.mutateAsync(
          newsletterSubscribeSchema.parse({ email, sourcePage: pathname }),
        );
        const title = answer.message || newsletterMessages.subscribed;
        toast({
          title,
          description: answer.description ?? newsletterMessages.subscribedDescription,
          variant: 'success',
          durationMs: newsletterToastMs,
        });
        form.reset({ email: '' });
        setOutcome(title);
      } catch (failure) {
        logError('newsletter sign-up', failure);
        const title = newsletterFailureMessage(failure);
        toast({
          title,
          description: newsletterMessages.failedDescription,
          variant: 'destructive',
          durationMs: newsletterToastMs,
        });
        setOutcome(title);
      }
    },
  );

  return (
    <NewsletterFields
      formProps={{ onSubmit }}
      emailField={field('email')}
      submitting={submitting}
      label={label}
      outcome={
        outcome ? (
          <Text size="sm" tabIndex={-1} ref={outcomeRef}>
            {outcome}
          </Text>
        ) : null
      }
    />
  );
}
