import nodemailer from 'nodemailer';
import type { Mailer } from './mailer';

/**
 * `messageIdDomain` is the domain of every Message-ID (`<outbox row id@domain>`), MAIL_DOMAIN; the
 * sender's own by default.
 */
export function createSmtpMailer(smtpUrl: string, from: string, messageIdDomain = domainOf(from)): Mailer {
  // A server that stops answering fails the attempt (retried later) instead of holding the job.
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 30_000,
    greetingTimeout: 30_000,
    socketTimeout: 60_000,
  });
  return {
    kind: 'smtp',
    async send(message, { id, signal }) {
      // The same Message-ID on every attempt at one message: a resend after a crash between the
      // server's acceptance and the outbox's mark can be recognised as the same message.
      await transport.sendMail({ from, ...message, messageId: `<${id}@${messageIdDomain}>`, signal });
    },
    close() {
      transport.close();
    },
  };
}

/** The domain of an address written `Name <user@domain>` or `user@domain`. */
function domainOf(address: string): string {
  return /@([^>\s]+)>?\s*$/.exec(address)?.[1] ?? 'localhost';
}
