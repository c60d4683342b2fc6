import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import pg from 'pg';

/** The site's database as the end-to-end server runs it: DATABASE_URL, or its embedded server's settings. */
async function siteDatabaseUrl(): Promise<string> {
  if (process.env.DATABASE_URL) return process.env.DATABASE_URL;
  const dataDir = process.env.E2E_DATA_DIR ?? '.data/e2e';
  const settings = JSON.parse(await readFile(join(dataDir, 'pg', 'gbc-embedded.json'), 'utf8')) as {
    port: number;
    password: string;
  };
  return `postgres://postgres:${encodeURIComponent(settings.password)}@127.0.0.1:${settings.port}/gbc`;
}

/**
 * The `?token=` of the newest link mailed to `to` from `template`, read from the outbox (the delivery
 * log when no SMTP server is configured), waiting for it to be queued.
 */
export async function linkTokenFromOutbox(to: string, template: string): Promise<string> {
  const client = new pg.Client({ connectionString: await siteDatabaseUrl() });
  await client.connect();
  try {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const { rows } = await client.query<{ text_body: string }>(
        'select text_body from mail.outbox where to_address = $1 and template = $2 order by created_at desc limit 1',
        [to, template],
      );
      const token = rows[0]?.text_body.match(/\?token=([A-Za-z0-9_-]+)/)?.[1];
      if (token) return token;
      if (Date.now() > deadline) throw new Error(`no ${template} mail to ${to}`);
      await client.query('select pg_sleep(0.2)');
    }
  } finally {
    await client.end();
  }
}
