import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { DEV_MAILBOX_JSON_PATH, DEV_MAILBOX_PATH } from '../../../shared/api-paths';
import { formatDateTime } from '../../../shared/dates';
import { toGhanaPhone } from '../../../shared/phone';
import { escapeHtml } from '../../adapters/mail/render-email';
import type { Db } from '../../db/client';
import { emailOutbox, smsOutbox } from '../../db/schema';
import { notFound, parseInput } from '../../errors';
import { isFromThisMachine } from '../../lib/loopback';

const querySchema = z.object({ to: z.string().trim().toLowerCase().optional() });

/**
 * The outbox as a page with working links (like Phoenix's Swoosh mailbox preview), so that a
 * newcomer can verify an account on a fresh install. Registered only outside production with the
 * outbox mailer, and served only to this machine: the links reset passwords, so any other client
 * gets 404 (behind a proxy on the same machine every client looks local: keep DEV_MAILBOX off there).
 */
export function registerDevMailboxRoutes(app: FastifyInstance, deps: { db: Db }) {
  app.log.info(`dev mailbox on at ${DEV_MAILBOX_PATH}, served only to this machine (loopback)`);
  app.register(async (scope) => {
    scope.addHook('onRequest', async (request) => {
      if (!isFromThisMachine(request)) throw notFound();
    });
    registerMailboxPages(scope, deps);
  });
}

function registerMailboxPages(app: FastifyInstance, deps: { db: Db }) {
  const latest = (to?: string) =>
    deps.db
      .select()
      .from(emailOutbox)
      .where(to ? eq(emailOutbox.to, to) : undefined)
      .orderBy(desc(emailOutbox.createdAt))
      .limit(50);
  // The SMS outbox beside the e-mails (docs/decisions/038); `to` may be a phone in any Ghana format.
  const latestSms = (to?: string) =>
    deps.db
      .select()
      .from(smsOutbox)
      .where(to ? eq(smsOutbox.to, toGhanaPhone(to) ?? to) : undefined)
      .orderBy(desc(smsOutbox.createdAt))
      .limit(50);

  app.get(DEV_MAILBOX_JSON_PATH, async (request) => {
    const { to } = parseInput(querySchema, request.query);
    return { messages: await latest(to), sms: await latestSms(to) };
  });

  app.get(DEV_MAILBOX_PATH, async (request, reply) => {
    const { to } = parseInput(querySchema, request.query);
    const [messages, texts] = await Promise.all([latest(to), latestSms(to)]);
    const items = [
      ...messages.map((m) => ({
        at: m.createdAt,
        html: `<article>
  <h2>${escapeHtml(m.subject)}</h2>
  <p class="meta">E-mail to ${escapeHtml(m.to)} · ${formatDateTime(m.createdAt)}</p>
  <div class="body">${linkify(m.text)}</div>
</article>`,
      })),
      ...texts.map((m) => ({
        at: m.createdAt,
        html: `<article class="sms">
  <h2>SMS to ${escapeHtml(m.to)}</h2>
  <p class="meta">${m.text.length} characters · ${formatDateTime(m.createdAt)}</p>
  <div class="body">${linkify(m.text)}</div>
</article>`,
      })),
    ]
      .sort((a, b) => b.at.getTime() - a.at.getTime())
      .map((item) => item.html)
      .join('\n');
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Mailbox (development)</title>
<style>body{font-family:system-ui,sans-serif;max-width:760px;margin:24px auto;padding:0 16px;color:#1f2937}
article{border:1px solid #e5e7eb;border-radius:8px;padding:12px 16px;margin:12px 0}.sms{background:#f0fdf4}h1{font-size:22px}h2{font-size:17px;margin:0}
.meta{color:#6b7280;font-size:13px;margin:4px 0 8px}.body{white-space:pre-wrap;font-size:14px}a{color:#166534;word-break:break-all}</style></head>
<body><h1>Mailbox (development)</h1><p>E-mails and SMS the shop sent, newest first. This page does not exist in production.</p>
${items || '<p>No messages yet.</p>'}</body></html>`;
  });
}

function linkify(text: string): string {
  return escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
}
