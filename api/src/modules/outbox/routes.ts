import fastifyPlugin from 'fastify-plugin';
import { escapeHtml } from '../../http/html';
import { OutboxRepository, type OutboxEmail } from './repository';
import { OutboxService, smtpSender } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The email port (outbox table, SMTP delivery when SMTP_URL is set). */
    outbox: OutboxService;
  }
}

/** Escapes the text and turns http(s) addresses into links. */
function linkified(text: string): string {
  return text
    .split(/(https?:\/\/[^\s<>"']+)/g)
    .map((part, index) =>
      index % 2 === 1 ? `<a href="${escapeHtml(part)}">${escapeHtml(part)}</a>` : escapeHtml(part),
    )
    .join('');
}

export function outboxPage(emails: OutboxEmail[]): string {
  const items = emails
    .map(
      (email) => `<li><article>
<h2>${escapeHtml(email.subject)}</h2>
<p>To ${escapeHtml(email.recipient)} · ${escapeHtml(email.createdAt.toISOString())}${email.sentAt ? ' · sent' : ''}</p>
<pre>${linkified(email.textBody)}</pre>
</article></li>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Email outbox</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem}pre{white-space:pre-wrap}li{margin-bottom:1.5rem}</style>
</head><body><h1>Email outbox</h1>
${emails.length === 0 ? '<p>No emails yet.</p>' : `<ol>${items}</ol>`}
</body></html>`;
}

/**
 * The email outbox for every module (`app.outbox`), delivered by SMTP when SMTP_URL is set
 * (sender SMTP_FROM), and, when OUTBOX_VIEWER is on, GET /ops/outbox: the latest emails with
 * clickable links, for support operators. Register after the operators module.
 */
export const outboxModule = fastifyPlugin(
  (app, _options, done) => {
    const smtpUrl = process.env.SMTP_URL?.trim();
    const sender = smtpUrl
      ? smtpSender(smtpUrl, process.env.SMTP_FROM?.trim() || 'Lotto Shop <no-reply@lottoshop.test>')
      : null;
    const service = new OutboxService(
      new OutboxRepository(app.database),
      sender,
      app.config.now,
      (error) => app.log.error({ err: error }, 'email delivery failed'),
    );
    app.decorate('outbox', service);
    if (app.config.outboxViewer) {
      app.get(
        '/ops/outbox',
        { config: { access: { operator: 'support' } } },
        async (_request, reply) =>
          reply
            .header('cache-control', 'no-store')
            .type('text/html; charset=utf-8')
            .send(outboxPage(await service.latest())),
      );
    }
    done();
  },
  { name: 'outbox', dependencies: ['config', 'database', 'operators'], fastify: '5.x' },
);
