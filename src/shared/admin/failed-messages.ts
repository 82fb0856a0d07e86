export const FAILED_MESSAGES_PAGE_SIZE = 30;

export const MESSAGE_CHANNELS = ['email', 'sms'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

/** An e-mail or SMS the shop gave up sending after its last attempt (docs/decisions/033, 038). */
export interface FailedMessage {
  id: string;
  channel: MessageChannel;
  /** An e-mail address or a phone number (+233…). */
  to: string;
  /** The e-mail's subject, or the SMS's text. */
  subject: string;
  attempts: number;
  lastError: string | null;
  createdAt: string;
}

/** GET /api/admin/messages/failed?page=N: newest first. */
export interface FailedMessagesPage {
  messages: FailedMessage[];
  page: number;
  pageSize: number;
  total: number;
}

export const ADMIN_MESSAGE_TEXTS = {
  notFound: 'Message not found',
  notFailed: 'This message is no longer failed: it has been sent again already.',
  retried: 'The message will be sent again.',
  retryFailed: 'The message could not be sent again.',
} as const;
