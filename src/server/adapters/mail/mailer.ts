export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Sends e-mail: to the outbox table by default, or over SMTP when SMTP_URL is set. */
export interface Mailer {
  kind: 'outbox' | 'smtp';
  send(message: MailMessage): Promise<void>;
}
