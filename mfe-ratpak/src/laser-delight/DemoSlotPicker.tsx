import { type DemoBooked, type DemoBooking, type DemoSlot, demoMessages } from '@gbc/contracts/ratpak';
import {
  Alert,
  Button,
  focusRing,
  notReadyStyles,
  Skeleton,
  Stack,
  Text,
  theme,
  useReadyAfterHydration,
  useToast,
} from '@gbc/ui';
import { ApiError, useApiMutation, useApiQuery } from '@gbc/web-kit';
import { useSession } from '@gbc/web-kit/session';
import { lazy, Suspense, useState } from 'react';
import { styled } from 'styled-components';
import { demoPicker } from './content/laser-delight.js';
import { demoApi, demoKeys, demoQueries } from './demo-queries.js';

const DemoEmailForm = lazy(() => import('./DemoEmailForm.js'));

const Times = styled.fieldset`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(190px, 1fr));
  gap: ${theme.space.sm};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    margin-bottom: ${theme.space.sm};
    font-weight: 600;
  }
`;

const Time = styled.label`
  position: relative;
  display: flex;
  align-items: center;
  gap: ${theme.space.sm};
  min-height: 44px;
  padding: ${theme.space.sm} ${theme.space.md};
  border: 1px solid ${theme.colors.borderStrong};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
  cursor: pointer;

  &:has(input:checked) {
    border-color: ${theme.colors.primary};
    box-shadow: inset 0 0 0 1px ${theme.colors.primary};
    background: ${theme.colors.brandSoft};
  }

  &:has(input:disabled) {
    cursor: not-allowed;
    color: ${theme.colors.muted};
    background: ${theme.colors.surfaceMuted};
  }

  input {
    width: 18px;
    height: 18px;
    margin: 0;
    accent-color: ${theme.colors.primary};
    ${focusRing}
    ${notReadyStyles}
  }
`;

const Unavailable = styled.span`
  margin-left: auto;
  font-size: ${theme.fontSizes.sm};
`;

/** What shows under the picker after a booking. */
type FollowUp =
  | { kind: 'claim'; message: string; bookingId: string; claimToken: string }
  | { kind: 'sent'; message: string };

const refusalOf = (error: unknown) => (error instanceof ApiError ? error.message : undefined);

/**
 * The Laser Delight demo picker (spec 2 §4, §8): the six times, each on the next business day it is
 * free; a press on a time and one press on Book Demo, nothing typed, then the toast. Signed in, the
 * `.ics` confirmation goes to the account's address; signed out, the visitor may add one under the
 * confirmation. All times are disabled while booking; a time taken meanwhile (409) refreshes the list.
 */
export function DemoSlotPicker() {
  const session = useSession();
  const { toast } = useToast();
  const slots = useApiQuery(demoQueries.slots());
  const book = useApiMutation<DemoBooking, DemoBooked>({
    ...demoApi.book(session.accessToken),
    invalidates: [demoKeys.slots],
  });
  const confirmationEmail = useApiMutation(demoApi.confirmationEmail());
  const [chosen, setChosen] = useState<DemoSlot | null>(null);
  const [followUp, setFollowUp] = useState<FollowUp | null>(null);
  // Until the session is known a booking could not tell whose it is.
  const busy = session.status === 'loading' || book.isPending;
  const ready = useReadyAfterHydration(busy);

  const onBook = async () => {
    if (!chosen) return;
    setFollowUp(null);
    try {
      const booked = await book.mutateAsync({ date: chosen.date, time: chosen.time });
      toast({ title: booked.message, variant: 'success' });
      setChosen(null);
      setFollowUp(
        booked.claimToken
          ? {
              kind: 'claim',
              message: booked.message,
              bookingId: booked.bookingId,
              claimToken: booked.claimToken,
            }
          : { kind: 'sent', message: `${booked.message} ${demoMessages.confirmationSentAccount}` },
      );
    } catch (error) {
      const refusal = refusalOf(error);
      toast({
        title: demoMessages.failed,
        ...(refusal ? { description: refusal } : {}),
        variant: 'destructive',
      });
      if (error instanceof ApiError && error.status === 409) {
        setChosen(null);
        await slots.refetch();
      }
    }
  };

  return (
    <Stack gap="md">
      <Text size="sm" tone="muted">
        {demoMessages.timeZoneNote}
      </Text>
      {slots.isError ? <Alert>{demoMessages.loadFailed}</Alert> : null}
      {slots.isPending ? <Skeleton height="120px" /> : null}
      {slots.data ? (
        <Times>
          <legend>{demoPicker.legend}</legend>
          {slots.data.slots.map((slot) => (
            <Time key={slot.time}>
              <input
                type="radio"
                name="demo-slot"
                value={`${slot.date} ${slot.time}`}
                checked={chosen?.time === slot.time && chosen.date === slot.date}
                onChange={() => setChosen(slot)}
                {...ready}
                disabled={ready.disabled || !slot.available}
              />
              <span>{slot.label}</span>
              {slot.available ? null : <Unavailable>{demoPicker.unavailable}</Unavailable>}
            </Time>
          ))}
        </Times>
      ) : null}
      <Stack direction="row">
        <Button onClick={onBook} disabled={busy || !chosen}>
          {book.isPending ? demoMessages.booking : demoMessages.book}
        </Button>
      </Stack>
      {followUp?.kind === 'claim' ? (
        <Stack gap="sm">
          <Alert tone="success" title={followUp.message} takeFocus>
            {demoMessages.confirmationOffer}
          </Alert>
          <Suspense fallback={null}>
            <DemoEmailForm
              send={async ({ email }) => {
                const { message } = await confirmationEmail.mutateAsync({
                  email,
                  bookingId: followUp.bookingId,
                  claimToken: followUp.claimToken,
                });
                toast({ title: message, variant: 'success' });
                setFollowUp({ kind: 'sent', message });
              }}
            />
          </Suspense>
        </Stack>
      ) : null}
      {followUp?.kind === 'sent' ? (
        <Alert tone="success" takeFocus>
          {followUp.message}
        </Alert>
      ) : null}
    </Stack>
  );
}
