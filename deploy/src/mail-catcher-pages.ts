import { brand } from '@gbc/brand';
import escapeHtml from 'escape-html';
import sanitizeHtml from 'sanitize-html';
import type { CaughtMail } from './mail-catcher.js';

/**
 * A mail's HTML part reduced to harmless markup (it was written by whoever sent the mail):
 * sanitize-html's default allow-list, without scripts, styles, frames, forms, pictures or event handlers.
 */
export function sanitizedMailHtml(html: string): string {
  return sanitizeHtml(html);
}

const styles = `
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 60rem; padding: 1rem; color: #1a1a1a; }
  table { border-collapse: collapse; width: 100%; }
  th, td { text-align: left; padding: .4rem .6rem; border-bottom: 1px solid #ccc; vertical-align: top; }
  dt { font-weight: 600; } dd { margin: 0 0 .5rem; overflow-wrap: anywhere; }
  .part { border: 1px solid #ccc; padding: 1rem; margin: 1rem 0; overflow-wrap: anywhere; }
  a { color: #0645ad; }
`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · ${escapeHtml(brand.name)} mail catcher</title>
<style>${styles}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

const inboxLink = (to?: string) => (to ? `/?to=${encodeURIComponent(to)}` : '/');

/** Every recipient with a count, and the messages `shown` (all of them, or those of the recipient `to`). */
export function inboxPage(all: readonly CaughtMail[], shown: readonly CaughtMail[], to?: string): string {
  const counts = new Map<string, number>();
  for (const mail of all) for (const address of mail.to) counts.set(address, (counts.get(address) ?? 0) + 1);
  const recipients = [...counts]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(
      ([address, count]) =>
        `<li><a href="${escapeHtml(inboxLink(address))}">${escapeHtml(address)}</a> (${count})</li>`,
    )
    .join('\n');
  const rows = shown
    .map(
      (mail) => `<tr>
<td><time datetime="${escapeHtml(mail.receivedAt)}">${escapeHtml(mail.receivedAt.replace('T', ' ').slice(0, 19))}</time></td>
<td>${escapeHtml(mail.to.join(', '))}</td>
<td><a href="/messages/${escapeHtml(mail.id)}">${escapeHtml(mail.subject || '(no subject)')}</a></td>
<td>${escapeHtml(mail.template ?? '')}</td>
</tr>`,
    )
    .join('\n');
  const heading = to ? `Mail to ${to}` : 'All mail';
  return page(
    heading,
    `<h1>${escapeHtml(heading)}</h1>
<p>Mail the site sent while it runs without <code>SMTP_URL</code>, kept in memory and never delivered. JSON: <a href="/api/messages">/api/messages</a>.</p>
<form method="get" action="/">
<label for="to">Recipient</label>
<input id="to" name="to" type="email" value="${escapeHtml(to ?? '')}">
<button type="submit">Show</button>
${to ? '<a href="/">Show all</a>' : ''}
</form>
<h2>Recipients</h2>
${recipients ? `<ul>\n${recipients}\n</ul>` : '<p>No mail yet.</p>'}
<h2>Messages</h2>
${
  rows
    ? `<table>
<thead><tr><th scope="col">Received (UTC)</th><th scope="col">To</th><th scope="col">Subject</th><th scope="col">Template</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>`
    : '<p>No messages.</p>'
}`,
  );
}

/** One message: its envelope and headers, its HTML part sanitised and its text part with clickable links. */
export function messagePage(mail: CaughtMail): string {
  const field = (name: string, value: string | null) =>
    value ? `<dt>${name}</dt><dd>${escapeHtml(value)}</dd>` : '';
  return page(
    mail.subject || '(no subject)',
    `<p><a href="${escapeHtml(inboxLink(mail.to[0]))}">Back to the inbox</a></p>
<h1>${escapeHtml(mail.subject || '(no subject)')}</h1>
<dl>
${field('From', mail.from)}
${field('To', mail.to.join(', '))}
${field('Received', mail.receivedAt)}
${field('Template', mail.template)}
${field('Message-ID', mail.messageId)}
</dl>
${
  mail.attachments.length
    ? `<h2>Attachments</h2>\n<ul>${mail.attachments
        .map(
          (file) =>
            `<li>${escapeHtml(file.filename ?? '(unnamed)')} (${escapeHtml(file.contentType)}, ${file.size} bytes)</li>`,
        )
        .join('')}</ul>`
    : ''
}
${mail.html ? `<h2>HTML part</h2>\n<div class="part">${sanitizedMailHtml(mail.html)}</div>` : ''}
<h2>Text part</h2>
<div class="part">${sanitizedMailHtml(mail.textAsHtml)}</div>`,
  );
}

export function notFoundPage(): string {
  return page('Not found', '<h1>Not found</h1>\n<p><a href="/">Back to the inbox</a></p>');
}
