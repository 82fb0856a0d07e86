export interface SmsMessage {
  /** +233XXXXXXXXX. */
  to: string;
  text: string;
}

export interface SmsDelivery {
  /**
   * The outbox row's id, the same on every attempt at one message: sent as the gateway's client
   * reference where it takes one, so that a resend after a crash can be recognised.
   */
  id: string;
  /** Stops the attempt (the deliver job no longer holds the message). */
  signal?: AbortSignal;
}

export const SMS_GATEWAYS = ['outbox', 'hubtel', 'arkesel'] as const;
export type SmsGateway = (typeof SMS_GATEWAYS)[number];

/**
 * Delivers a message taken from the SMS outbox (the deliver-sms job calls it; code that wants to
 * send an SMS calls queueSms instead): through a Ghanaian gateway when SMS_GATEWAY names one, else
 * the outbox row itself is the delivery, readable at /dev/mailbox. Throws when the gateway did not
 * accept the message.
 */
export interface Sms {
  kind: SmsGateway;
  send(message: SmsMessage, delivery: SmsDelivery): Promise<void>;
}
