import { createServer } from 'node:net';
import { ConfigError } from '@gbc/service-kit';
import { createTransport } from 'nodemailer';
import { type MailCatcher, startMailCatcher } from '../src/mail-catcher.js';
import { startSiteMail } from '../src/site-mail.js';

let catcher: MailCatcher;

beforeAll(async () => {
  catcher = await startMailCatcher();
});
afterAll(() => catcher.close());

interface Sent {
  to: string;
  subject?: string;
  text?: string;
  html?: string;
  template?: string;
  messageId?: string;
  attachments?: { filename: string; contentType: string; content: string }[];
}

/** Sends over SMTP as the mail dispatcher does. */
async function send(mail: Sent, smtpUrl = catcher.smtpUrl): Promise<void> {
  const transport = createTransport({ url: smtpUrl }, { from: '"Council" <no-reply@example.org>' });
  try {
    await transport.sendMail({
      to: mail.to,
      subject: mail.subject ?? 'Hello',
      text: mail.text ?? 'Plain text.',
      html: mail.html,
      messageId: mail.messageId,
      headers: mail.template ? { 'X-GBC-Template': mail.template } : {},
      attachments: mail.attachments,
    });
  } finally {
    transport.close();
  }
}

async function get(path: string, base = catcher.inboxUrl) {
  const response = await fetch(new URL(path, base));
  return { status: response.status, headers: response.headers, body: await response.text() };
}

async function apiMessages(query: string) {
  const response = await get(`/api/messages?${query}`);
  expect(response.status).toBe(200);
  return JSON.parse(response.body).messages;
}

const unique = (name: string) => `${name}-${Math.random().toString(36).slice(2)}@example.org`;

describe('the mail catcher', () => {
  test('catches what nodemailer sends: recipient, template, Message-ID and text through the JSON API', async () => {
    const to = unique('ada');
    await send({
      to,
      template: 'identity-verify-email',
      text: 'Open http://localhost:8080/verify?token=abc',
    });

    expect(await apiMessages(`to=${encodeURIComponent(to)}`)).toEqual([
      expect.objectContaining({
        to: [to],
        from: 'no-reply@example.org',
        template: 'identity-verify-email',
        subject: 'Hello',
        messageId: expect.stringMatching(/^<.+>$/),
        text: expect.stringContaining('http://localhost:8080/verify?token=abc'),
      }),
    ]);
  });

  test("gives each message's attachments through the JSON API and names them on its page", async () => {
    const to = unique('guest');
    const calendar = 'BEGIN:VCALENDAR\r\nSUMMARY:Summit\r\nEND:VCALENDAR\r\n';
    await send({
      to,
      attachments: [
        { filename: 'summit.ics', contentType: 'text/calendar; method=PUBLISH', content: calendar },
      ],
    });
    const [mail] = await apiMessages(`to=${encodeURIComponent(to)}`);
    expect(mail.attachments).toEqual([
      {
        filename: 'summit.ics',
        contentType: 'text/calendar',
        size: Buffer.byteLength(calendar),
        content: Buffer.from(calendar).toString('base64'),
      },
    ]);
    const page = await get(`/messages/${mail.id}`);
    expect(page.body).toContain(`summit.ics (text/calendar, ${Buffer.byteLength(calendar)} bytes)`);
  });

  test('filters by recipient (in any case) and by template, newest first', async () => {
    const to = unique('bob');
    await send({ to, template: 'first', subject: 'One' });
    await send({ to, template: 'second', subject: 'Two' });
    await send({ to, template: 'second', subject: 'Three' });
    await send({ to: unique('other'), template: 'second' });

    const subjects = (messages: { subject: string }[]) => messages.map((mail) => mail.subject);
    expect(subjects(await apiMessages(`to=${encodeURIComponent(to.toUpperCase())}`))).toEqual([
      'Three',
      'Two',
      'One',
    ]);
    expect(subjects(await apiMessages(`to=${encodeURIComponent(to)}&template=second`))).toEqual([
      'Three',
      'Two',
    ]);
  });

  test('opens one message by id, and answers 404 for another', async () => {
    const to = unique('cy');
    await send({ to, subject: 'Just one' });
    const [mail] = await apiMessages(`to=${encodeURIComponent(to)}`);
    const one = await get(`/api/messages/${mail.id}`);
    expect(JSON.parse(one.body)).toMatchObject({ subject: 'Just one', to: [to] });
    expect((await get('/api/messages/999999')).status).toBe(404);
    expect((await get('/messages/999999')).status).toBe(404);
  });

  test('the inbox lists recipients and their messages, escaped', async () => {
    const to = unique('dee');
    await send({ to, subject: '<img src=x onerror=alert(1)> Welcome' });

    const all = await get('/');
    expect(all.status).toBe(200);
    expect(all.headers.get('content-type')).toMatch(/^text\/html/);
    expect(all.body).toContain(`<a href="/?to=${encodeURIComponent(to)}">${to}</a> (1)`);

    const mine = await get(`/?to=${encodeURIComponent(to)}`);
    expect(mine.body).toContain(`<h1>Mail to ${to}</h1>`);
    expect(mine.body).toContain('&lt;img src=x onerror=alert(1)&gt; Welcome');
    expect(mine.body).not.toContain('<img');
  });

  test("a message's page sanitises its HTML part and makes its text part's links clickable", async () => {
    const to = unique('eve');
    await send({
      to,
      subject: 'Confirm',
      text: 'Confirm at https://site.example/newsletter/confirm?token=t1 <script>alert(1)</script>',
      html: [
        '<p onclick="alert(1)">Hello <a href="https://site.example/confirm?token=t1">confirm</a></p>',
        '<script>alert(2)</script><a href="javascript:alert(3)">bad</a>',
        '<iframe src="https://evil.example"></iframe><img src="https://tracker.example/p.gif">',
      ].join(''),
    });
    const [mail] = await apiMessages(`to=${encodeURIComponent(to)}`);

    const { status, headers, body } = await get(`/messages/${mail.id}`);
    expect(status).toBe(200);
    expect(body).toContain('<p>Hello <a href="https://site.example/confirm?token=t1">confirm</a></p>');
    expect(body).toMatch(/<a href="https:\/\/site\.example\/newsletter\/confirm\?token=t1"[^>]*>/);
    expect(body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    for (const unsafe of ['<script', 'onclick', 'javascript:', '<iframe', '<img', 'tracker.example']) {
      expect(body).not.toContain(unsafe);
    }
    expect(headers.get('content-security-policy')).toContain("default-src 'none'");
  });

  test('listens on the loopback interface only, on free ports, so catchers side by side never clash', async () => {
    const second = await startMailCatcher();
    try {
      expect(new URL(second.inboxUrl).hostname).toBe('127.0.0.1');
      expect(new URL(second.smtpUrl).hostname).toBe('127.0.0.1');
      expect(second.inboxUrl).not.toBe(catcher.inboxUrl);
      expect(second.smtpUrl).not.toBe(catcher.smtpUrl);
      const to = unique('fay');
      await send({ to }, second.smtpUrl);
      expect(second.messages().map((mail) => mail.to)).toEqual([[to]]);
    } finally {
      await second.close();
    }
  });
});

/** A port free a moment ago. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', () => resolve()));
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return typeof address === 'object' && address ? address.port : 0;
}

describe('startSiteMail', () => {
  test('without SMTP_URL sends to an embedded catcher, its inbox on MAIL_CATCHER_PORT when set', async () => {
    const port = await freePort();
    const mail = await startSiteMail({
      PUBLIC_ORIGIN: 'http://localhost:8080',
      MAIL_CATCHER_PORT: String(port),
    });
    try {
      expect(mail.catcher?.inboxUrl).toBe(`http://127.0.0.1:${port}`);
      expect(mail.settings.smtpUrl).toBe(mail.catcher?.smtpUrl);
      expect((await get('/api/messages', mail.catcher?.inboxUrl)).status).toBe(200);
    } finally {
      await mail.catcher?.close();
    }
  });

  test('with SMTP_URL sends there and starts no catcher', async () => {
    const mail = await startSiteMail({
      PUBLIC_ORIGIN: 'https://www.example.org',
      SMTP_URL: 'smtps://user:pass@smtp.example.org:465',
      MAIL_FROM: 'Desk <desk@example.org>',
    });
    expect(mail).toEqual({
      settings: { smtpUrl: 'smtps://user:pass@smtp.example.org:465', from: 'Desk <desk@example.org>' },
      catcher: null,
    });
  });

  test('an https PUBLIC_ORIGIN without SMTP_URL is a configuration error, never a catcher', async () => {
    const starting = startSiteMail({ PUBLIC_ORIGIN: 'https://www.example.org' });
    await expect(starting).rejects.toThrow(ConfigError);
    await expect(starting).rejects.toThrow(/SMTP_URL: SMTP_URL is required when PUBLIC_ORIGIN is https/);
  });
});
