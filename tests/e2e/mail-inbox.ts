import type { CaughtMail } from '../../deploy/src/mail-catcher.js';

/**
 * The end-to-end site's mail catcher inbox: E2E_MAIL_CATCHER_PORT, or 1000 above the site's port,
 * so suites run side by side on different E2E_PORTs keep apart.
 */
export const e2eMailCatcherPort = Number(
  process.env.E2E_MAIL_CATCHER_PORT ?? Number(process.env.E2E_PORT ?? 8181) + 1000,
);

/** Mail to `to` from `template` as the catcher received it, newest first, one per Message-ID. */
async function caughtMail(to: string, template: string): Promise<CaughtMail[]> {
  const url = new URL('/api/messages', `http://127.0.0.1:${e2eMailCatcherPort}`);
  url.search = new URLSearchParams({ to, template }).toString();
  const response = await fetch(url);
  if (!response.ok) throw new Error(`The mail catcher answered ${response.status} for ${url}`);
  const { messages } = (await response.json()) as { messages: CaughtMail[] };
  // Delivery is at least once: a repeat carries the same Message-ID and is the same message.
  const seen = new Set<string>();
  return messages.filter((mail) => {
    const key = mail.messageId ?? mail.id;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The newest mail to `to` from `template` that `accept` takes, waiting for it to be delivered. */
async function newestMail<T>(
  to: string,
  template: string,
  accept: (mail: CaughtMail) => T | undefined,
): Promise<T> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const [newest] = await caughtMail(to, template);
    const found = newest ? accept(newest) : undefined;
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`no ${template} mail to ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The `?token=` of the newest link mailed to `to` from `template`. */
export function linkTokenFromMail(to: string, template: string): Promise<string> {
  return newestMail(to, template, (mail) => mail.text.match(/\?token=([A-Za-z0-9_-]+)/)?.[1]);
}

/** The text of the newest mail to `to` from `template`. */
export function mailText(to: string, template: string): Promise<string> {
  return newestMail(to, template, (mail) => mail.text);
}

/** The text of the newest mail to `to` from `template` that contains `needle` (a shared inbox gets others too). */
export function mailTextContaining(to: string, template: string, needle: string): Promise<string> {
  return newestMail(to, template, (mail) => (mail.text.includes(needle) ? mail.text : undefined));
}

/** The attachments of the newest mail to `to` from `template`, decoded, waiting for it to be delivered. */
export function mailAttachments(
  to: string,
  template: string,
): Promise<{ filename: string | null; contentType: string; text: string }[]> {
  return newestMail(to, template, (mail) =>
    mail.attachments.map((file) => ({
      filename: file.filename,
      contentType: file.contentType,
      text: Buffer.from(file.content, 'base64').toString('utf8'),
    })),
  );
}
