import Fastify, { type FastifyInstance } from 'fastify';
import type { CaughtMail } from './mail-catcher.js';
import { inboxPage, messagePage, notFoundPage } from './mail-catcher-pages.js';

interface MessageFilter {
  to?: string;
  template?: string;
}

const filterSchema = {
  type: 'object',
  properties: { to: { type: 'string', maxLength: 320 }, template: { type: 'string', maxLength: 100 } },
  additionalProperties: false,
} as const;
const idSchema = {
  type: 'object',
  properties: { id: { type: 'string', pattern: '^[0-9]{1,12}$' } },
} as const;

/**
 * Mail bodies are untrusted: pages render them sanitised, and this policy stops anything that
 * slipped through from running or loading (styles inline only, pictures from mails are not fetched).
 */
const pagePolicy =
  "default-src 'none'; style-src 'unsafe-inline'; img-src data:; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

/** Messages to `to` (any of the envelope's recipients, case-insensitive) from `template`, newest first. */
export function matchingMail(messages: readonly CaughtMail[], filter: MessageFilter): CaughtMail[] {
  const to = filter.to?.trim().toLowerCase();
  return messages.filter(
    (mail) =>
      (!to || mail.to.some((address) => address.toLowerCase() === to)) &&
      (!filter.template || mail.template === filter.template),
  );
}

/** The catcher's web inbox (`/`, `/messages/:id`) and its JSON API (`/api/messages`), not yet listening. */
export async function buildMailCatcherInbox(messages: () => readonly CaughtMail[]): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  const byId = (id: string) => messages().find((mail) => mail.id === id);

  app.addHook('onSend', async (_request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'no-referrer');
    if (String(reply.getHeader('content-type')).startsWith('text/html')) {
      reply.header('content-security-policy', pagePolicy);
    }
  });
  app.setNotFoundHandler((request, reply) =>
    request.url.startsWith('/api/')
      ? reply.code(404).send({ error: 'Not found' })
      : reply.code(404).type('text/html').send(notFoundPage()),
  );

  app.get<{ Querystring: MessageFilter }>('/', { schema: { querystring: filterSchema } }, (request, reply) =>
    reply
      .type('text/html')
      .send(inboxPage(messages(), matchingMail(messages(), request.query), request.query.to)),
  );
  app.get<{ Params: { id: string } }>('/messages/:id', { schema: { params: idSchema } }, (request, reply) => {
    const mail = byId(request.params.id);
    return mail
      ? reply.type('text/html').send(messagePage(mail))
      : reply.code(404).type('text/html').send(notFoundPage());
  });
  app.get<{ Querystring: MessageFilter }>(
    '/api/messages',
    { schema: { querystring: filterSchema } },
    (request) => ({
      messages: matchingMail(messages(), request.query),
    }),
  );
  app.get<{ Params: { id: string } }>(
    '/api/messages/:id',
    { schema: { params: idSchema } },
    (request, reply) => {
      const mail = byId(request.params.id);
      return mail ?? reply.code(404).send({ error: 'Not found' });
    },
  );
  return app;
}
