import { marketingApi, newsletterMessages, newsletterSubscribePath, newsletterToastMs } from '@gbc/contracts';
import { Button, Stack, TextField, theme, useToast } from '@gbc/ui';
import { apiSend, logError } from '@gbc/web-kit';
import { type FormEvent, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { styled } from 'styled-components';
import { newsletterFailureMessage } from './newsletter-failure-message.js';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.sm};
`;

const newsletterUrl = `${marketingApi.prefix}${newsletterSubscribePath}`;

/**
 * The footer's newsletter sign-up: validated with the same schema the marketing service enforces,
 * field disabled while sending and cleared on success (spec 1 §4, §5, §8).
 */
export function NewsletterSignup() {
  const { pathname } = useLocation();
  const { toast } = useToast();
  const inputRef = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [submitting, setSubmitting] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The form's schemas load with the first submit: zod is not part of every page's first load.
    const { newsletterSubscribeSchema, newsletterSubscribeResponseSchema } = await import('@gbc/contracts');
    const parsed = newsletterSubscribeSchema.safeParse({ email, sourcePage: pathname });
    if (!parsed.success) {
      const emailIssue = parsed.error.issues.find((issue) => issue.path[0] === 'email');
      setError(emailIssue?.message ?? newsletterMessages.failed);
      inputRef.current?.focus();
      return;
    }
    setError(undefined);
    setSubmitting(true);
    try {
      const answer = await apiSend('POST', newsletterUrl, parsed.data, {
        schema: newsletterSubscribeResponseSchema,
      });
      toast({
        title: answer.message || newsletterMessages.subscribed,
        // The server says whether a welcome e-mail went out (not for an address already subscribed).
        description: answer.description ?? newsletterMessages.subscribedDescription,
        variant: 'success',
        durationMs: newsletterToastMs,
      });
      setEmail('');
    } catch (failure) {
      logError('newsletter sign-up', failure);
      toast({
        title: newsletterFailureMessage(failure),
        description: newsletterMessages.failedDescription,
        variant: 'destructive',
        durationMs: newsletterToastMs,
      });
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form noValidate onSubmit={submit} aria-label="Newsletter sign-up">
      <TextField
        ref={inputRef}
        label="Email address"
        type="email"
        name="email"
        autoComplete="email"
        value={email}
        error={error}
        disabled={submitting}
        onChange={(event) => {
          setEmail(event.target.value);
          if (error) setError(undefined);
        }}
      />
      <Stack direction="row">
        <Button type="submit" disabled={submitting}>
          {submitting ? 'Subscribing…' : 'Subscribe'}
        </Button>
      </Stack>
    </Form>
  );
}
