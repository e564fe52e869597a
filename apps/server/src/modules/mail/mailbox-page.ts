import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { failure } from '../../http/envelope.ts';
import { isLocalRequest } from '../../http/local-request.ts';
import { latestMails } from './outbox.ts';

const PAGE_SIZE = 100;

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (ch) => ESCAPES[ch]!);

/** Whether /dev/mailbox is served: only in the embedded mail mode (no SMTP_URL), unless DEV_MAILBOX=false. */
const isMailboxEnabled = (ctx: AppContext): boolean => ctx.mailer.mode === 'outbox' && ctx.config.DEV_MAILBOX;

/**
 * Where a mail that was not sent can be read, for the log line that names it: the truth for this start's
 * settings, so a newcomer under plain `npm start` is not sent to a page that answers 404.
 */
export const whereUnsentMailIs = (ctx: AppContext): string =>
  isMailboxEnabled(ctx)
    ? 'no SMTP_URL: the mail stays in the outbox, listed at /dev/mailbox on this machine'
    : 'no SMTP_URL: the mail stays in the outbox; DEV_MAILBOX=true lists it at /dev/mailbox, SMTP_URL sends it';

type MailRow = Awaited<ReturnType<typeof latestMails>>[number];

const renderMail = (mail: MailRow) => `<article>
<header><time>${escapeHtml(mail.createdAt.toISOString())}</time> · to <b>${escapeHtml(mail.to)}</b>
 · ${escapeHtml(mail.mailKind)} · ${escapeHtml(mail.locale)} · ${escapeHtml(mail.state)}</header>
<h2>${escapeHtml(mail.subject)}</h2>
<pre>${escapeHtml(mail.text)}</pre>
</article>`;

const renderPage = (mails: MailRow[]) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Dev mailbox · SIM Portal</title>
<style>body{font:15px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#222}
article{border:1px solid #ddd;border-radius:6px;padding:.5rem 1rem;margin:1rem 0}header{color:#666;font-size:13px}
h2{font-size:16px;margin:.5rem 0}pre{white-space:pre-wrap;font:14px/1.5 ui-monospace,monospace;margin:0}</style>
</head><body>
<h1>Dev mailbox</h1>
<p>No SMTP_URL is set, so mail stays in the outbox. Newest first, at most ${PAGE_SIZE}.</p>
${mails.length === 0 ? '<p>No mail yet.</p>' : mails.map(renderMail).join('\n')}
</body></html>
`;

/**
 * GET /dev/mailbox: the outbox as a page, for a newcomer running `npm start` without SMTP, on their own machine.
 * The outbox holds verification and password-reset codes (whoever reads it can take over any account), so it is
 * shown only to a local request. Everything shown is HTML-escaped. With SMTP_URL set (or DEV_MAILBOX=false), or
 * asked from another machine, it answers the ordinary enveloped 404.
 */
export const mailboxPage: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get('/dev/mailbox', { schema: { hide: true } }, async (request, reply) => {
    if (!isMailboxEnabled(ctx) || !isLocalRequest(request)) {
      return reply
        .status(404)
        .send(failure('route_not_found', { method: request.method, path: '/dev/mailbox' }));
    }
    const mails = await latestMails(ctx.database.db, PAGE_SIZE);
    return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(renderPage(mails));
  });
};
