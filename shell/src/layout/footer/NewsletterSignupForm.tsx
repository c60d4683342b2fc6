import {
  marketingApi,
  type NewsletterSubscribeResponse,
  newsletterConsentText,
  newsletterMessages,
  newsletterSubscribeResponseSchema,
  newsletterSubscribeSchema,
  newsletterToastMs,
} from '@gbc/contracts/marketing';
import { Button, Stack, Text, TextField, theme, useToast } from '@gbc/ui';
import { logError, useApiMutation } from '@gbc/web-kit';
import { useContractForm } from '@gbc/web-kit/forms';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { styled } from 'styled-components';
import { newsletterFailureMessage } from './newsletter-failure-message.js';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.sm};
`;

// Disables the field and the button together while sending, without the form library's involvement.
const Fields = styled.fieldset`
  display: contents;
`;

/** The form's own field; the page it is sent from is added at submit. */
const emailFieldSchema = newsletterSubscribeSchema.pick({ email: true });

/**
 * The footer's newsletter sign-up: validated with the schema the marketing service enforces (on
 * submit, then on change), field disabled while sending and cleared on success (spec 1 §4, §5, §8).
 * Loaded as its own chunk with the form library, after the page's first load.
 */
export default function NewsletterSignupForm() {
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
    { email: '' },
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
        form.reset();
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
    <Form noValidate onSubmit={onSubmit} aria-label="Newsletter sign-up">
      <Fields disabled={submitting}>
        <TextField label="Email address" type="email" autoComplete="email" {...field('email')} />
        <Text size="sm" tone="muted">
          {newsletterConsentText}
        </Text>
        <Stack direction="row">
          <Button type="submit">{submitting ? 'Subscribing…' : 'Subscribe'}</Button>
        </Stack>
        {outcome ? (
          <Text size="sm" tabIndex={-1} ref={outcomeRef}>
            {outcome}
          </Text>
        ) : null}
      </Fields>
    </Form>
  );
}
