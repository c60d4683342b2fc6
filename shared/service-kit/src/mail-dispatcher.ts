import type { Kysely } from 'kysely';
import type { Transporter } from 'nodemailer';
import type { ChangeListener } from './change-notifications.js';
import {
  type ClaimedMail,
  claimDueMail,
  recordMailFailure,
  recordMailSent,
  releaseClaimedMail,
} from './mail-delivery-queue.js';
import { type MailDatabase, mailQueuedChannel, templateHeader } from './mail-outbox.js';
import { defaultMailFrom, type MailSettings } from './mail-settings.js';
import { createMailTransport, describeSmtpServer } from './mail-transport.js';

/** The few logger methods the dispatcher uses; a pino or Fastify logger fits. */
export interface MailLogger {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface MailDispatcherOptions {
  db: Kysely<MailDatabase>;
  settings: MailSettings;
  log: MailLogger;
  /**
   * Hears enqueues (`mailQueuedChannel`) from every process on the database, so a message is sent
   * as soon as its transaction commits; polling stays as the safety net for a missed notification.
   */
  changes?: ChangeListener;
  /** Pause between polls when the outbox has nothing more that is due. Default 5 s. */
  pollIntervalMs?: number;
  /** Messages claimed per round trip. Default 10. */
  batchSize?: number;
  /** Attempts before a message is marked failed. Default 6. */
  maxAttempts?: number;
  /** Wait after the first failure; each further failure doubles it. Default 1 minute. */
  firstRetryDelayMs?: number;
}

export interface MailDispatchResult {
  sent: number;
  /** Failed this time, to be tried again later. */
  retrying: number;
  /** Failed for the last time: status `failed`. */
  failed: number;
}

/**
 * A claimed batch must be finished before its claim runs out, or another dispatcher would send it
 * too: ten messages at the transport's worst case (about 50 s each) stay well inside this.
 */
const claimLeaseMs = 15 * 60_000;

/** Longest error text kept in the outbox; SMTP servers can answer with whole paragraphs. */
const maxErrorLength = 1000;

/**
 * Sends the outbox over SMTP: claims due pending messages in small batches, sends each, and
 * records success or a failure with exponential back-off. Without an SMTP URL it sends nothing
 * and the pending rows are the delivery log. Several dispatchers (one per service process) may
 * share one outbox; each message is claimed by one of them at a time (FOR UPDATE SKIP LOCKED).
 *
 * Delivery is at least once: a process that dies after the SMTP server accepted a message and
 * before the row is marked sent sends it again once the claim runs out. Every attempt carries the
 * row's Message-ID, so the repeat is the same message and receiving systems can drop it.
 */
export class MailDispatcher {
  private readonly transport: Transporter | null;
  private readonly pollIntervalMs: number;
  private readonly batchSize: number;
  private readonly maxAttempts: number;
  private readonly firstRetryDelayMs: number;
  private timer: NodeJS.Timeout | undefined;
  private currentRound: Promise<void> | undefined;
  /** A message was queued while a round ran: that round may have claimed before it committed. */
  private wokenDuringRound = false;
  private unsubscribe: (() => void) | undefined;
  private stopped = false;

  constructor(private readonly options: MailDispatcherOptions) {
    this.transport = options.settings.smtpUrl
      ? createMailTransport(options.settings.smtpUrl, options.settings.from ?? defaultMailFrom)
      : null;
    this.pollIntervalMs = options.pollIntervalMs ?? 5000;
    this.batchSize = options.batchSize ?? 10;
    this.maxAttempts = options.maxAttempts ?? 6;
    this.firstRetryDelayMs = options.firstRetryDelayMs ?? 60_000;
  }

  /**
   * Starts polling at once, and sending each message as it is queued; without SMTP it only says,
   * once, that mail is logged and not sent.
   */
  start(): void {
    const { settings, log, changes } = this.options;
    if (!settings.smtpUrl) {
      log.info({}, 'SMTP_URL is not set: e-mails are kept in mail.outbox as pending and not sent');
      return;
    }
    log.info({ smtp: describeSmtpServer(settings.smtpUrl) }, 'sending e-mails from mail.outbox');
    this.stopped = false;
    this.unsubscribe = changes?.subscribe(mailQueuedChannel, {
      onNotify: () => this.wake(),
      // Back after an outage: what was queued meanwhile is due now, not at the next poll.
      onListeningChange: (listening) => {
        if (listening) this.wake();
      },
    });
    this.schedule(0);
  }

  /** Stops polling, lets the message being sent finish (the rest of its batch is released), and closes the SMTP connection. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.unsubscribe?.();
    clearTimeout(this.timer);
    await this.currentRound;
    this.transport?.close();
  }

  /** One round: claims one batch of due messages and sends them. Without SMTP it does nothing. */
  async dispatchDue(): Promise<MailDispatchResult> {
    const result: MailDispatchResult = { sent: 0, retrying: 0, failed: 0 };
    if (!this.transport) return result;
    const batch = await claimDueMail(this.options.db, this.batchSize, claimLeaseMs);
    for (const [index, mail] of batch.entries()) {
      // Stopping (shutdown) ends the batch after the current send; the rest is due again at once.
      if (this.stopped) {
        await releaseClaimedMail(this.options.db, batch.slice(index));
        break;
      }
      const outcome = await this.deliver(this.transport, mail);
      result[outcome] += 1;
    }
    return result;
  }

  private async deliver(transport: Transporter, mail: ClaimedMail): Promise<keyof MailDispatchResult> {
    try {
      await transport.sendMail({
        to: mail.to_address,
        replyTo: mail.reply_to ?? undefined,
        subject: mail.subject,
        text: mail.text_body,
        html: mail.html_body ?? undefined,
        messageId: mail.message_id,
        headers: { ...mail.headers, [templateHeader]: mail.template },
        attachments: mail.attachments.map(({ filename, contentType, content }) => ({
          filename,
          contentType,
          content: Buffer.from(content, 'base64'),
        })),
      });
    } catch (error) {
      return this.recordFailure(mail, error);
    }
    await recordMailSent(this.options.db, mail);
    return 'sent';
  }

  private async recordFailure(mail: ClaimedMail, error: unknown): Promise<'retrying' | 'failed'> {
    const attempts = mail.attempts + 1;
    const message = (error instanceof Error ? error.message : String(error)).slice(0, maxErrorLength);
    const retryInMs = attempts < this.maxAttempts ? this.firstRetryDelayMs * 2 ** (attempts - 1) : null;
    await recordMailFailure(this.options.db, mail, message, retryInMs);
    // Ids only: addresses are personal data and the outbox row has them.
    if (retryInMs === null) {
      this.options.log.error(
        { mailId: mail.id, messageId: mail.message_id, attempts, error: message },
        'e-mail given up',
      );
      return 'failed';
    }
    this.options.log.warn(
      { mailId: mail.id, messageId: mail.message_id, attempts, retryInMs, error: message },
      'e-mail not sent',
    );
    return 'retrying';
  }

  /** Runs a round now, or right after the one under way. */
  private wake(): void {
    if (this.stopped) return;
    if (this.currentRound) {
      this.wokenDuringRound = true;
      return;
    }
    clearTimeout(this.timer);
    this.schedule(0);
  }

  private schedule(delayMs: number): void {
    this.timer = setTimeout(() => {
      this.currentRound = this.runRound();
    }, delayMs);
    // Polling alone must never keep a process alive.
    this.timer.unref();
  }

  private async runRound(): Promise<void> {
    this.wokenDuringRound = false;
    let claimedFullBatch = false;
    try {
      const { sent, retrying, failed } = await this.dispatchDue();
      claimedFullBatch = sent + retrying + failed === this.batchSize;
    } catch (error) {
      this.options.log.error({ err: error }, 'mail outbox round failed');
    }
    this.currentRound = undefined;
    // A full batch means more may be due: drain the backlog before pausing.
    const moreDue = claimedFullBatch || this.wokenDuringRound;
    if (!this.stopped) this.schedule(moreDue ? 0 : this.pollIntervalMs);
  }
}
