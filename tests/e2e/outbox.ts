import { join } from 'node:path';
import { embeddedAdminUrl } from '@gbc/service-kit/embedded-postgres';
import pg from 'pg';

/**
 * The site's admin connection as the end-to-end server runs it: DATABASE_URL, or its embedded server's
 * superuser (the services' own roles cannot read the mail schema).
 */
function siteAdminUrl(): Promise<string> {
  if (process.env.DATABASE_URL) return Promise.resolve(process.env.DATABASE_URL);
  return embeddedAdminUrl(join(process.env.E2E_DATA_DIR ?? '.data/e2e', 'pg'), 'gbc');
}

/**
 * The text of the newest mail to `to` from `template` that `accept` takes, read from the outbox (the
 * delivery log when no SMTP server is configured), waiting for it to be queued.
 */
async function newestMail<T>(
  to: string,
  template: string,
  accept: (text: string) => T | undefined,
): Promise<T> {
  const client = new pg.Client({ connectionString: await siteAdminUrl() });
  await client.connect();
  try {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const { rows } = await client.query<{ text_body: string }>(
        'select text_body from mail.outbox where to_address = $1 and template = $2 order by created_at desc limit 1',
        [to, template],
      );
      const found = rows[0] ? accept(rows[0].text_body) : undefined;
      if (found !== undefined) return found;
      if (Date.now() > deadline) throw new Error(`no ${template} mail to ${to}`);
      await client.query('select pg_sleep(0.2)');
    }
  } finally {
    await client.end();
  }
}

/** The `?token=` of the newest link mailed to `to` from `template`. */
export function linkTokenFromOutbox(to: string, template: string): Promise<string> {
  return newestMail(to, template, (text) => text.match(/\?token=([A-Za-z0-9_-]+)/)?.[1]);
}

/** The text of the newest mail to `to` from `template`. */
export function mailTextFromOutbox(to: string, template: string): Promise<string> {
  return newestMail(to, template, (text) => text);
}
