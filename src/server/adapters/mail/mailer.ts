export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface MailDelivery {
  /** The outbox row's id: the message's Message-ID on every attempt (docs/decisions/054). */
  id: string;
  /** Stops the attempt (the deliver job no longer holds the message). */
  signal?: AbortSignal;
}

/**
 * Delivers a message taken from the outbox (the deliver-email job calls it; code that wants to send
 * e-mail calls queueEmail instead): over SMTP when SMTP_URL is set, else the outbox row itself is
 * the delivery, readable at /dev/mailbox. Throws when the message was not accepted.
 */
export interface Mailer {
  kind: 'outbox' | 'smtp';
  send(message: MailMessage, delivery: MailDelivery): Promise<void>;
  close(): void;
}
