import {
  marketingApi,
  newsletterConsentText,
  newsletterMessages,
  newsletterSubscribeResponseSchema,
  newsletterSubscribeSchema,
  newsletterToastMs,
} from '@gbc/contracts/marketing';
import { Button, Stack, Text, TextField, theme, useToast } from '@gbc/ui';
import { apiSend, logError } from '@gbc/web-kit';
import { useZodForm } from '@gbc/web-kit/forms';
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
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useZodForm(emailFieldSchema, { defaultValues: { email: '' } });
  // Not the form's isSubmitting: that is also true while validating, and a disabled field cannot take
  // the focus the form gives the first invalid field.
  const [sending, setSending] = useState(false);
  // The outcome stays under the form after its toast closes, and takes focus: the disabled button
  // cannot keep it, and it must not fall to <body>.
  const [outcome, setOutcome] = useState<string | null>(null);
  const outcomeRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (outcome) outcomeRef.current?.focus();
  }, [outcome]);

  const subscribe = handleSubmit(async ({ email }) => {
    setSending(true);
    setOutcome(null);
    try {
      const answer = await apiSend(
        'POST',
        marketingApi.newsletter.subscribe,
        newsletterSubscribeSchema.parse({ email, sourcePage: pathname }),
        { schema: newsletterSubscribeResponseSchema },
      );
      const title = answer.message || newsletterMessages.subscribed;
      toast({
        title,
        description: answer.description ?? newsletterMessages.subscribedDescription,
        variant: 'success',
        durationMs: newsletterToastMs,
      });
      reset();
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
    } finally {
      setSending(false);
    }
  });

  return (
    <Form noValidate onSubmit={subscribe} aria-label="Newsletter sign-up">
      <Fields disabled={sending}>
        <TextField
          label="Email address"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <Text size="sm" tone="muted">
          {newsletterConsentText}
        </Text>
        <Stack direction="row">
          <Button type="submit">{sending ? 'Subscribing…' : 'Subscribe'}</Button>
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
