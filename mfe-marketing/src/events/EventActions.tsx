import { type EventRecord, eventMessages } from '@gbc/contracts/marketing';
import { Alert, Button, Stack, Text, useToast } from '@gbc/ui';
import { ApiError, useApiMutation } from '@gbc/web-kit';
import { useSession } from '@gbc/web-kit/session';
import { lazy, Suspense, useState } from 'react';
import { eventApi } from './api.js';
import { eventsPage } from './content/events.js';

const EventEmailForm = lazy(() => import('./EventEmailForm.js'));

/** What shows under the buttons after a press. */
type FollowUp =
  | { kind: 'confirmation'; title: string; registrationId: string; claimToken: string }
  | { kind: 'information' }
  | { kind: 'sent'; message: string };

const failureMessage = (error: unknown) => (error instanceof ApiError ? error.message : eventMessages.failed);

interface EventActionsProps {
  event: EventRecord;
  /** Webinars offer Register only (spec 1 "/events"). */
  moreInfo?: boolean;
}

/**
 * Register and More Info for one event. Register is one press (spec 1 §8: a loading toast, then
 * "Registration for {event} confirmed!"): signed in, the seat and its mailed confirmation are the
 * account's; signed out, the seat is taken at once and an optional address field is offered under
 * the confirmation. More Info mails the account's address, or asks a signed-out visitor where to.
 */
export function EventActions({ event, moreInfo = true }: EventActionsProps) {
  const session = useSession();
  const { toast, dismiss } = useToast();
  const register = useApiMutation(eventApi.register(session.accessToken));
  const information = useApiMutation(eventApi.information(session.accessToken));
  const confirmationEmail = useApiMutation(eventApi.confirmationEmail());
  const [followUp, setFollowUp] = useState<FollowUp | null>(null);
  const signedIn = session.status === 'signed-in';
  // Until the session is known a press could not tell whose seat it is.
  const busy = session.status === 'loading' || register.isPending || information.isPending;

  const onRegister = async () => {
    setFollowUp(null);
    const loading = toast({ title: eventMessages.registering(event.title), variant: 'loading' });
    try {
      const answer = await register.mutateAsync({
        eventId: event.id,
        ...(signedIn && session.user ? { name: session.user.displayName } : {}),
      });
      dismiss(loading);
      // Signed out, the offer of an address is shown under the buttons, where its field is.
      toast({
        title: answer.message,
        ...(answer.claimToken ? {} : { description: answer.description }),
        variant: 'success',
      });
      setFollowUp(
        answer.claimToken
          ? {
              kind: 'confirmation',
              title: answer.message,
              registrationId: answer.registrationId,
              claimToken: answer.claimToken,
            }
          : { kind: 'sent', message: `${answer.message} ${answer.description}` },
      );
    } catch (error) {
      dismiss(loading);
      toast({ title: failureMessage(error), variant: 'destructive' });
    }
  };

  const onMoreInfo = async () => {
    if (!signedIn) {
      setFollowUp({ kind: 'information' });
      return;
    }
    setFollowUp(null);
    const loading = toast({ title: eventMessages.requestingInformation(event.title), variant: 'loading' });
    try {
      const answer = await information.mutateAsync({ eventId: event.id });
      dismiss(loading);
      toast({ title: answer.message, description: answer.description, variant: 'success' });
      setFollowUp({ kind: 'sent', message: answer.message });
    } catch (error) {
      dismiss(loading);
      toast({ title: failureMessage(error), variant: 'destructive' });
    }
  };

  const mailed = (message: string, description: string) => {
    toast({ title: message, description, variant: 'success' });
    setFollowUp({ kind: 'sent', message: `${message} ${description}` });
  };

  return (
    <Stack gap="md">
      <Stack direction="row" gap="sm" wrap>
        <Button
          onClick={onRegister}
          disabled={busy}
          aria-label={`${eventsPage.actions.register}: ${event.title}`}
        >
          {eventsPage.actions.register}
        </Button>
        {moreInfo ? (
          <Button
            variant="outline"
            onClick={onMoreInfo}
            disabled={busy}
            aria-label={`${eventsPage.actions.moreInfo}: ${event.title}`}
          >
            {eventsPage.actions.moreInfo}
          </Button>
        ) : null}
      </Stack>
      {followUp?.kind === 'confirmation' ? (
        <Stack gap="sm">
          <Alert tone="success" title={followUp.title} takeFocus>
            {eventMessages.confirmationOffer}
          </Alert>
          <Suspense fallback={null}>
            <EventEmailForm
              label={`Confirmation for ${event.title}`}
              submitLabel={eventsPage.actions.sendConfirmation}
              send={async ({ email }) => {
                const answer = await confirmationEmail.mutateAsync({
                  email,
                  registrationId: followUp.registrationId,
                  claimToken: followUp.claimToken,
                });
                mailed(answer.message, answer.description);
              }}
            />
          </Suspense>
        </Stack>
      ) : null}
      {followUp?.kind === 'information' ? (
        <Stack gap="sm">
          <Alert tone="info" takeFocus>
            {eventMessages.informationOffer}
          </Alert>
          <Suspense fallback={null}>
            <EventEmailForm
              label={`Information about ${event.title}`}
              submitLabel={eventsPage.actions.sendInformation}
              send={async ({ email }) => {
                const answer = await information.mutateAsync({ eventId: event.id, email });
                mailed(answer.message, answer.description);
              }}
            />
          </Suspense>
        </Stack>
      ) : null}
      {followUp?.kind === 'sent' ? (
        <Text size="sm" role="status">
          {followUp.message}
        </Text>
      ) : null}
    </Stack>
  );
}
