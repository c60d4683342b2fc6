import { genericMessages } from '@gbc/contracts';
import {
  type NewsletterActionResponse,
  newsletterActionResponseSchema,
  newsletterMessages,
  newsletterTokenSchema,
} from '@gbc/contracts/marketing';
import { type RoutePath, routeMeta } from '@gbc/site-map';
import { Button, Container, Heading, Section, Stack, Text } from '@gbc/ui';
import { ApiError, logError, useApiMutation, useDocumentMeta } from '@gbc/web-kit';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ReadableColumn } from '../layout/ReadableColumn.js';

export interface NewsletterTokenActionProps {
  /** Site-map route of the page, for its heading and document title. */
  routePath: RoutePath;
  intro: string;
  buttonLabel: string;
  /** API path the button POSTs `{ token }` to. */
  apiPath: string;
}

type ActionState =
  | { status: 'idle' }
  | { status: 'sending' }
  | { status: 'done'; message: string }
  | { status: 'failed'; message: string };

/**
 * A page that acts on the token of a mail link only when the visitor presses its button: mail
 * scanners open links with GET, so opening the page must change nothing.
 */
export function NewsletterTokenAction({
  routePath,
  intro,
  buttonLabel,
  apiPath,
}: NewsletterTokenActionProps) {
  const meta = routeMeta(routePath);
  useDocumentMeta({ title: meta.title, description: meta.description });
  const [searchParams] = useSearchParams();
  const token = newsletterTokenSchema.safeParse(searchParams.get('token'));
  const [state, setState] = useState<ActionState>({ status: 'idle' });
  const send = useApiMutation<{ token: string }, NewsletterActionResponse>({
    method: 'POST',
    path: apiPath,
    schema: newsletterActionResponseSchema,
  });
  // The answer takes focus: the button it replaces (or that was disabled while sending) cannot keep it.
  const answerRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (state.status === 'done' || state.status === 'failed') answerRef.current?.focus();
  }, [state.status]);

  const act = async () => {
    if (!token.success) return;
    setState({ status: 'sending' });
    try {
      const answer = await send.mutateAsync({ token: token.data });
      setState({ status: 'done', message: answer.message });
    } catch (error) {
      logError(`newsletter: ${routePath}`, error);
      setState({
        status: 'failed',
        message: error instanceof ApiError ? error.message : genericMessages.internal,
      });
    }
  };

  return (
    <Section>
      <Container>
        <ReadableColumn>
          <Stack gap="md" align="flex-start">
            <Heading level={1}>{meta.heading}</Heading>
            {!token.success ? (
              <Text role="alert">{newsletterMessages.token}</Text>
            ) : state.status === 'done' ? (
              <Text role="status" tabIndex={-1} ref={answerRef}>
                {state.message}
              </Text>
            ) : (
              <>
                <Text tone="muted">{intro}</Text>
                <Button
                  onClick={act}
                  disabled={state.status === 'sending'}
                  aria-busy={state.status === 'sending'}
                >
                  {buttonLabel}
                </Button>
                {state.status === 'failed' && (
                  <Text role="alert" tabIndex={-1} ref={answerRef}>
                    {state.message}
                  </Text>
                )}
              </>
            )}
          </Stack>
        </ReadableColumn>
      </Container>
    </Section>
  );
}
