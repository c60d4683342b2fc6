import { sessionHintCookieName } from '@gbc/contracts/identity';
import { type EventRecord, eventMessages, marketingApi, summitEvent } from '@gbc/contracts/marketing';
import { SessionProvider } from '@gbc/web-kit/session';
import { testSessionClient } from '@gbc/web-kit/session-testing';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EventActions } from '../../src/events/EventActions.js';
import { renderInShell } from '../support/render.js';

// The e-mail form is its own chunk, loaded on first use.
configure({ asyncUtilTimeout: 5_000 });
jest.setTimeout(20_000);

interface SentRequest {
  path: string;
  body: unknown;
  authorization: string | null;
}

/** A fake API: each answer is released by the test (`release`), so states in between can be seen. */
function fakeApi(answer: (path: string) => { status: number; body: unknown }) {
  const sent: SentRequest[] = [];
  const waiting: (() => void)[] = [];
  globalThis.fetch = (async (input: string, init: RequestInit = {}) => {
    const path = new URL(input, window.location.origin).pathname;
    sent.push({
      path,
      body: init.body ? JSON.parse(String(init.body)) : undefined,
      authorization: new Headers(init.headers).get('authorization'),
    });
    await new Promise<void>((resolve) => waiting.push(resolve));
    const { status, body } = answer(path);
    return { ok: status < 300, status, text: async () => JSON.stringify(body) };
  }) as unknown as typeof fetch;
  return {
    sent,
    release: async () => {
      await waitFor(() => expect(waiting.length).toBeGreaterThan(0));
      waiting.shift()?.();
    },
  };
}

function renderActions(event: EventRecord, signedIn: boolean) {
  // Identity's hint that a refresh cookie may exist: only then does the provider ask for a session.
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store; this plays identity's Set-Cookie.
  document.cookie = `${sessionHintCookieName}=${signedIn ? '1' : '0'}; path=/`;
  return renderInShell(
    <SessionProvider client={testSessionClient(signedIn)} channel={null}>
      <EventActions event={event} />
    </SessionProvider>,
  );
}

const registered = (claimToken?: string) => ({
  status: 201,
  body: {
    registrationId: '7b0f5e34-8a3e-4b4e-9d52-8e1f9d1c2a10',
    ...(claimToken ? { claimToken } : {}),
    message: eventMessages.registered(summitEvent.title),
    description: claimToken ? eventMessages.confirmationOffer : eventMessages.registeredDescription,
  },
});

const notifications = () => screen.getByRole('region', { name: 'Notifications' });

describe('EventActions', () => {
  test('signed out: one press shows the loading toast, then the confirmation and the optional address', async () => {
    const user = userEvent.setup();
    const claimToken = 'c'.repeat(43);
    const api = fakeApi((path) =>
      path === marketingApi.events.register
        ? registered(claimToken)
        : {
            status: 200,
            body: {
              message: eventMessages.confirmationSent(summitEvent.title),
              description: eventMessages.spamHint,
            },
          },
    );
    renderActions(summitEvent, false);
    const register = screen.getByRole('button', { name: `Register: ${summitEvent.title}` });
    await waitFor(() => expect(register).toBeEnabled());

    await user.click(register);
    expect(
      await within(notifications()).findByText(eventMessages.registering(summitEvent.title)),
    ).toBeVisible();
    await api.release();
    expect(
      await within(notifications()).findByText(eventMessages.registered(summitEvent.title)),
    ).toBeVisible();
    expect(within(notifications()).queryByText(eventMessages.registering(summitEvent.title))).toBeNull();
    expect(api.sent[0]).toEqual({
      path: marketingApi.events.register,
      body: { eventId: summitEvent.id },
      authorization: null,
    });

    const offer = screen.getByText(eventMessages.confirmationOffer).closest('[role="status"]');
    expect(within(notifications()).queryByText(eventMessages.confirmationOffer)).toBeNull();
    await waitFor(() => expect(offer).toHaveFocus());
    const form = await screen.findByRole('form', { name: `Confirmation for ${summitEvent.title}` });
    await user.type(within(form).getByLabelText('Email address'), 'grace@example.org');
    await user.click(within(form).getByRole('button', { name: 'Send confirmation' }));
    await api.release();
    expect(
      await within(notifications()).findByText(eventMessages.confirmationSent(summitEvent.title)),
    ).toBeVisible();
    expect(api.sent[1]).toEqual({
      path: marketingApi.events.registrationEmail,
      body: { email: 'grace@example.org', registrationId: registered().body.registrationId, claimToken },
      authorization: null,
    });
    await waitFor(() => expect(screen.queryByRole('form')).toBeNull());
  });

  test("signed in: the press is the account's, with its name, and offers no address field", async () => {
    const user = userEvent.setup();
    const api = fakeApi(() => registered());
    renderActions(summitEvent, true);
    const register = screen.getByRole('button', { name: `Register: ${summitEvent.title}` });
    await waitFor(() => expect(register).toBeEnabled());

    await user.click(register);
    await api.release();
    expect(await within(notifications()).findByText(eventMessages.registeredDescription)).toBeVisible();
    expect(api.sent).toEqual([
      {
        path: marketingApi.events.register,
        body: { eventId: summitEvent.id, name: 'Ada Lovelace' },
        authorization: 'Bearer access-1',
      },
    ]);
    expect(screen.queryByRole('form')).toBeNull();
  });

  test("a refusal shows the service's message (a full event) and offers nothing", async () => {
    const user = userEvent.setup();
    const api = fakeApi(() => ({
      status: 409,
      body: { error: { code: 'CONFLICT', message: eventMessages.full(summitEvent.title) } },
    }));
    renderActions(summitEvent, false);
    const register = screen.getByRole('button', { name: `Register: ${summitEvent.title}` });
    await waitFor(() => expect(register).toBeEnabled());

    await user.click(register);
    await api.release();
    expect(
      await within(notifications()).findByText('Sorry, Global BCI Summit 2026 is fully booked.'),
    ).toBeVisible();
    expect(screen.queryByText(eventMessages.confirmationOffer)).toBeNull();
  });

  test('More Info signed out asks for the address before sending anything', async () => {
    const user = userEvent.setup();
    const api = fakeApi(() => ({
      status: 200,
      body: {
        message: eventMessages.informationSent(summitEvent.title),
        description: eventMessages.spamHint,
      },
    }));
    renderActions(summitEvent, false);
    const moreInfo = screen.getByRole('button', { name: `More Info: ${summitEvent.title}` });
    await waitFor(() => expect(moreInfo).toBeEnabled());

    await user.click(moreInfo);
    const form = await screen.findByRole('form', { name: `Information about ${summitEvent.title}` });
    expect(api.sent).toEqual([]);
    await user.click(within(form).getByRole('button', { name: 'Send information' }));
    expect(await within(form).findByText(eventMessages.emailRequired)).toBeVisible();
    expect(api.sent).toEqual([]);

    await user.type(within(form).getByLabelText('Email address'), 'lin@example.org');
    await user.click(within(form).getByRole('button', { name: 'Send information' }));
    await api.release();
    expect(
      await within(notifications()).findByText(eventMessages.informationSent(summitEvent.title)),
    ).toBeVisible();
    expect(api.sent).toEqual([
      {
        path: marketingApi.events.information,
        body: { eventId: summitEvent.id, email: 'lin@example.org' },
        authorization: null,
      },
    ]);
  });
});
