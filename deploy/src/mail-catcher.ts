import type { AddressInfo } from 'node:net';
import { templateHeader } from '@gbc/service-kit';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { buildMailCatcherInbox } from './mail-catcher-inbox.js';

/** A file that came with a message. */
export interface CaughtAttachment {
  filename: string | null;
  /** The MIME type without its parameters, e.g. `text/calendar`. */
  contentType: string;
  size: number;
  /** The file's bytes in base64. */
  content: string;
}

/** One message as the catcher received it: envelope recipients, and the parts of the mail as sent. */
export interface CaughtMail {
  /** The catcher's own id, in the inbox's URLs. */
  id: string;
  receivedAt: string;
  /** The message's own Message-ID: the same on each delivery of one outbox row. */
  messageId: string | null;
  /** The `X-GBC-Template` header. */
  template: string | null;
  from: string;
  /** The envelope's recipients (Bcc included). */
  to: string[];
  subject: string;
  text: string;
  /** The HTML part exactly as sent: untrusted, for the inbox to sanitise before showing it. */
  html: string | null;
  /** The text part as HTML, escaped, its links made clickable (mailparser's `textAsHtml`). */
  textAsHtml: string;
  /** Its attachments in the order sent, for tests to read (an event's `.ics`, a booking's receipt). */
  attachments: CaughtAttachment[];
}

export interface MailCatcher {
  /** Where nodemailer sends: `smtp://127.0.0.1:<port>`. */
  smtpUrl: string;
  /** The web inbox and its JSON API (`/api/messages`). */
  inboxUrl: string;
  /** Newest first. */
  messages(): readonly CaughtMail[];
  close(): Promise<void>;
}

export interface MailCatcherOptions {
  /** The inbox's port; 0 (default) takes a free one, so sites side by side never clash. */
  inboxPort?: number;
}

/** A development catcher keeps the newest messages only; it is not a mail store. */
const keptMessages = 500;
const maxMessageBytes = 10 * 1024 * 1024;
const loopback = '127.0.0.1';

/**
 * An SMTP server and a web inbox on the loopback interface, for a site without `SMTP_URL`: every
 * message sent to it is kept in memory and shown, never delivered further. Plain SMTP, no login.
 */
export async function startMailCatcher(options: MailCatcherOptions = {}): Promise<MailCatcher> {
  const caught: CaughtMail[] = [];
  let nextId = 1;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    size: maxMessageBytes,
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (parsed) => {
          if (stream.sizeExceeded) {
            callback(Object.assign(new Error('Message too large'), { responseCode: 552 }));
            return;
          }
          caught.unshift({
            id: String(nextId++),
            receivedAt: new Date().toISOString(),
            messageId: parsed.messageId ?? null,
            template: headerText(parsed.headers.get(templateHeader.toLowerCase())),
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((recipient) => recipient.address),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: parsed.html || null,
            textAsHtml: parsed.textAsHtml ?? '',
            attachments: parsed.attachments.map((attachment) => ({
              filename: attachment.filename ?? null,
              contentType: attachment.contentType,
              size: attachment.size,
              content: attachment.content.toString('base64'),
            })),
          });
          caught.length = Math.min(caught.length, keptMessages);
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve, reject) => {
    smtp.once('error', reject);
    smtp.listen(0, loopback, () => resolve());
  });
  const smtpPort = (smtp.server.address() as AddressInfo).port;

  const inbox = await buildMailCatcherInbox(() => caught);
  let inboxUrl: string;
  try {
    inboxUrl = await inbox.listen({ host: loopback, port: options.inboxPort ?? 0 });
  } catch (error) {
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    throw error;
  }

  return {
    smtpUrl: `smtp://${loopback}:${smtpPort}`,
    inboxUrl,
    messages: () => caught,
    close: async () => {
      await inbox.close();
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    },
  };
}

function headerText(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}
